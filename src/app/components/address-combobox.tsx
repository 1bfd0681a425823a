// The address field of the request flow's origin and destination steps and of the collection point
// form (./address-combobox-field.tsx has the combobox itself). A page shows the same text input first,
// without the combobox, its popover and floating-ui (~17 KB gz, issue 14): typing in it already sends
// the text to the machine; the first focus loads the combobox, which then takes the input's place
// (keeping the focus, the selection and the machine's text: what is typed while it loads is not lost,
// and text selected to be replaced is still selected) and shows the suggestions.
import { useLingui } from "@lingui/react/macro";
import { TextInput } from "@mantine/core";
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { loadOnce } from "../services/load-once";
import type { AddressComboboxProps } from "./address-combobox-field";
import { addressInputProps } from "./address-input";

// Offline, a failed import is tried again by the next focus; the plain input keeps working meanwhile.
const combobox = loadOnce(() => import("./address-combobox-field").then((m) => m.AddressComboboxField));

export function AddressCombobox(props: AddressComboboxProps) {
  const { t } = useLingui();
  const [Field, setField] = useState<ComponentType<AddressComboboxProps> | null>(() => combobox.current());
  const input = useRef<HTMLInputElement>(null);
  // The plain input's focus and selection when the combobox took its place, given to the combobox's input.
  const handover = useRef<{ start: number | null; end: number | null } | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!Field && props.autoFocus) combobox.load().then((f) => setField(() => f), () => {});
  }, [Field, props.autoFocus]);
  useLayoutEffect(() => {
    const taken = handover.current;
    if (!Field || !taken) return;
    handover.current = null;
    const next = box.current?.querySelector("input");
    if (!next) return;
    next.focus();
    next.setSelectionRange(taken.start, taken.end);
  }, [Field]);
  if (Field)
    return (
      <div ref={box} style={{ display: "contents" }}>
        <Field {...props} />
      </div>
    );
  return (
    <TextInput
      ref={input}
      {...addressInputProps(props, t({ id: "request.address.searching", message: "Searching…" }))}
      onChange={(e) => props.onType(e.currentTarget.value)}
      onFocus={() => {
        combobox.load().then(
          (f) => {
            // Read and handed over in one task (flushSync): no keystroke can come in between.
            const plain = input.current;
            handover.current = plain && document.activeElement === plain ? { start: plain.selectionStart, end: plain.selectionEnd } : null;
            flushSync(() => setField(() => f));
          },
          () => {},
        );
      }}
    />
  );
}
