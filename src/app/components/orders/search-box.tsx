// Search box with a search history (core section 3 "Filters": at most 10 entries). Typing does not
// search yet: Enter, the search button or picking a past search submits the text; clearing the box
// submits the empty search at once. The machine that owns the search remembers the history.
// The past searches are the field's native suggestions (<datalist>): keyboard and screen-reader use
// come from the browser, and the pages that show this box need no combobox, popover and floating-ui
// code before they are usable (issue 14).
import { useLingui } from "@lingui/react/macro";
import { ActionIcon, CloseButton, Group, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useId, useRef, useState } from "react";

/** A pick from the suggestions (not typing) replaces the whole text: Chromium says so with insertReplacementText. */
const isSuggestionPick = (event: Event) => !(event instanceof InputEvent) || event.inputType === "insertReplacementText";

export function SearchBox(props: {
  label: ReactNode;
  description?: ReactNode;
  placeholder?: string;
  value: string;
  history: readonly string[];
  onSubmit: (text: string) => void;
  testId: string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(props.value);
  // The machine's value wins when it changes elsewhere (e.g. a reset on logout): adjusted while
  // rendering, when the value differs from the one last seen.
  const [seen, setSeen] = useState(props.value);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  if (seen !== props.value) {
    setSeen(props.value);
    setText(props.value);
  }
  return (
    <form
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit(text);
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          ref={input}
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          list={listId}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
            if (value === "" && props.value !== "") props.onSubmit("");
            else if (value !== "" && props.history.includes(value) && isSuggestionPick(event.nativeEvent)) props.onSubmit(value);
          }}
          rightSection={
            text === "" ? null : (
              <CloseButton
                aria-label={t({ id: "search.clear", message: "Clear the search" })}
                onClick={() => {
                  setText("");
                  if (props.value !== "") props.onSubmit("");
                  input.current?.focus();
                }}
              />
            )
          }
          rightSectionPointerEvents="all"
          style={{ flex: 1, minWidth: 0 }}
          data-testid={props.testId}
        />
        <datalist id={listId}>
          {props.history.map((past) => (
            <option key={past} value={past} />
          ))}
        </datalist>
        <ActionIcon type="submit" size="input-sm" variant="filled" aria-label={t({ id: "search.submit", message: "Search" })} data-testid={`${props.testId}-submit`}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
