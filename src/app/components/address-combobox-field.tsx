// An address field with suggestions, shared by the request flow's origin and destination steps and
// the collection point form: the text and the suggestions come from the view's machine, typing sends
// the text (the machine debounces and searches), choosing a suggestion (mouse, or arrow keys and
// Enter) sends it. Address-book entries are listed first under their own group. A "no results" line
// appears once a search found nothing.
// Loaded by ./address-combobox.tsx when the field is first focused (issue 14: the combobox, its popover
// and floating-ui are not part of a page's first load).

import { useLingui } from "@lingui/react/macro";
import type { AddressSuggestion } from "@machines/request-flow/request-flow.machine";
import { Combobox, TextInput, useCombobox } from "@mantine/core";
import { type AddressComboboxProps, addressInputProps } from "./address-input";

const optionValue = (s: AddressSuggestion) => `${s.kind}:${s.id}`;

export type { AddressComboboxProps };

export function AddressComboboxField(props: AddressComboboxProps) {
  const { t } = useLingui();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const book = props.suggestions.filter((s) => s.kind === "addressBook");
  const places = props.suggestions.filter((s) => s.kind === "place");
  const hasOptions = props.suggestions.length > 0;
  const option = (s: AddressSuggestion) => (
    <Combobox.Option value={optionValue(s)} key={optionValue(s)} data-testid={`${props.testId}-option`}>
      {s.label}
    </Combobox.Option>
  );
  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(value) => {
        const picked = props.suggestions.find((s) => optionValue(s) === value);
        combobox.closeDropdown();
        if (picked) props.onPick(picked);
      }}
    >
      <Combobox.Target>
        <TextInput
          {...addressInputProps(props, t({ id: "request.address.searching", message: "Searching…" }))}
          onChange={(e) => {
            props.onType(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!hasOptions && !props.noResults}>
        <Combobox.Options aria-label={t({ id: "request.address.suggestions", message: "Address suggestions" })}>
          {book.length > 0 ? (
            <Combobox.Group label={t({ id: "request.address.book", message: "From your address book" })}>{book.map(option)}</Combobox.Group>
          ) : null}
          {book.length > 0 && places.length > 0 ? (
            <Combobox.Group label={t({ id: "request.address.places", message: "Addresses" })}>{places.map(option)}</Combobox.Group>
          ) : (
            places.map(option)
          )}
          {!hasOptions && props.noResults ? (
            <Combobox.Empty data-testid={`${props.testId}-no-results`}>{t({ id: "request.search.no-results", message: "No results" })}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
