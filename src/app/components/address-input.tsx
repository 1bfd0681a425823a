// The address field's input, the same whether it is the plain input the request page shows first or
// the combobox's target that takes its place on first focus (address-combobox.tsx): one set of props.

import type { AddressSuggestion } from "@machines/request-flow/request-flow.machine";
import { Loader, type TextInputProps } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";

export type AddressComboboxProps = {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  value: string;
  suggestions: readonly AddressSuggestion[];
  searching: boolean;
  busy?: boolean;
  noResults?: boolean;
  error?: ReactNode;
  onType: (text: string) => void;
  onPick: (suggestion: AddressSuggestion) => void;
  testId: string;
  autoFocus?: boolean;
  required?: boolean;
};

/** The input's props shared by both forms of the field; `searchingLabel` is the translated "Searching…". */
export function addressInputProps(props: AddressComboboxProps, searchingLabel: string): TextInputProps & { "data-testid": string } {
  return {
    label: props.label,
    description: props.description,
    placeholder: props.placeholder,
    value: props.value,
    required: props.required,
    autoComplete: "off",
    spellCheck: false,
    "data-testid": props.testId,
    autoFocus: props.autoFocus,
    error: props.error,
    leftSection: <IconSearch size={16} aria-hidden />,
    rightSection: props.searching || props.busy ? <Loader size="xs" aria-label={searchingLabel} /> : null,
  };
}
