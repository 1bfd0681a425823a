// A segmented choice (the history period, the bulk rows filter; issue 14): a group of native radio
// buttons styled as segments, which is what Mantine's SegmentedControl renders too, without its
// floating indicator and resize measuring (3 KB gz before the page is usable). The group is a
// radiogroup named by `aria-label` or `aria-labelledby`; Tab reaches the checked option, the arrow
// keys move the choice (the browser's own radio behaviour, mirrored in right-to-left pages).
// `stackOnNarrow` stacks the options on a phone (below 36em), in CSS rather than a media query hook.
import { type ReactNode, useId } from "react";
import "./segmented-radios.css";

export type SegmentedOption<T extends string> = { value: T; label: ReactNode };

export function SegmentedRadios<T extends string>(props: {
  value: T;
  options: readonly SegmentedOption<T>[];
  onChange: (value: T) => void;
  "aria-label"?: string;
  "aria-labelledby"?: string;
  /** The options share the full width. */
  fullWidth?: boolean;
  /** The options are stacked on a narrow screen. */
  stackOnNarrow?: boolean;
  testId?: string;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={props["aria-label"]}
      aria-labelledby={props["aria-labelledby"]}
      className="segmented"
      data-full-width={props.fullWidth || undefined}
      data-stack-on-narrow={props.stackOnNarrow || undefined}
      data-testid={props.testId}
    >
      {props.options.map((option) => (
        <label key={option.value} className="segmented__option">
          <input
            type="radio"
            className="segmented__input"
            name={name}
            value={option.value}
            checked={option.value === props.value}
            onChange={() => props.onChange(option.value)}
          />
          <span className="segmented__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
