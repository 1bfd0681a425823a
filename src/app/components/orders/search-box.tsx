// Search box with a search history (core section 3 "Filters": at most 10 entries). Typing does not
// search yet: Enter, the search button or picking a past search submits the text; clearing the box
// submits the empty search at once. The machine that owns the search remembers the history.
import { useLingui } from "@lingui/react/macro";
import { ActionIcon, Autocomplete, Group } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";

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
        <Autocomplete
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          data={[...props.history]}
          value={text}
          onChange={(value) => {
            setText(value);
            if (value === "" && props.value !== "") props.onSubmit("");
          }}
          onOptionSubmit={(value) => {
            setText(value);
            props.onSubmit(value);
          }}
          clearable
          clearButtonProps={{ "aria-label": t({ id: "search.clear", message: "Clear the search" }) }}
          style={{ flex: 1, minWidth: 0 }}
          data-testid={props.testId}
          comboboxProps={{ withinPortal: true }}
        />
        <ActionIcon type="submit" size="input-sm" variant="filled" aria-label={t({ id: "search.submit", message: "Search" })} data-testid={`${props.testId}-submit`}>
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
