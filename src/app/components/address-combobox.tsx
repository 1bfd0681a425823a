// The address field of the request flow's origin and destination steps and of the collection point
// form (./address-combobox-field.tsx has the combobox itself). A page shows the same text input first,
// without the combobox, its popover and floating-ui (~17 KB gz, issue 14): typing in it already sends
// the text to the machine; the first focus loads the combobox, which then takes the input's place
// (keeping the focus and the machine's text) and shows the suggestions.
import { useLingui } from "@lingui/react/macro";
import { Loader, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type ComponentType, useEffect, useRef, useState } from "react";
import type { AddressComboboxProps } from "./address-combobox-field";

let field: ComponentType<AddressComboboxProps> | null = null;
let loading: Promise<ComponentType<AddressComboboxProps>> | null = null;
function loadField(): Promise<ComponentType<AddressComboboxProps>> {
  if (!loading) {
    loading = import("./address-combobox-field").then(
      (m) => {
        field = m.AddressComboboxField;
        return field;
      },
      (error: unknown) => {
        loading = null; // offline: the next focus tries again; the plain input keeps working meanwhile
        throw error;
      },
    );
  }
  return loading;
}

export function AddressCombobox(props: AddressComboboxProps) {
  const { t } = useLingui();
  const [Field, setField] = useState<ComponentType<AddressComboboxProps> | null>(() => field);
  const input = useRef<HTMLInputElement>(null);
  // Whether the plain input had the focus when the combobox took its place.
  const focused = useRef(false);
  useEffect(() => {
    if (!Field && props.autoFocus) loadField().then((f) => setField(() => f), () => {});
  }, [Field, props.autoFocus]);
  if (Field) return <Field {...props} autoFocus={props.autoFocus || focused.current} />;
  return (
    <TextInput
      ref={input}
      label={props.label}
      description={props.description}
      placeholder={props.placeholder}
      value={props.value}
      required={props.required}
      autoComplete="off"
      spellCheck={false}
      data-testid={props.testId}
      autoFocus={props.autoFocus}
      error={props.error}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={props.searching || props.busy ? <Loader size="xs" aria-label={t({ id: "request.address.searching", message: "Searching…" })} /> : null}
      onChange={(e) => props.onType(e.currentTarget.value)}
      onFocus={() => {
        loadField().then(
          (f) => {
            focused.current = document.activeElement === input.current;
            setField(() => f);
          },
          () => {},
        );
      }}
    />
  );
}
