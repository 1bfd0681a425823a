// A progress bar in the look of Mantine's Progress (md, the primary colour, animated stripes), as
// plain elements styled by progress-bar.css (issue 14: the history export and the bulk upload show it
// only while they run, so no Progress chunk before the page is usable). Like Mantine's, the filled
// part is the progressbar with its value, unless `aria-hidden` hides the whole bar.
import "./progress-bar.css";

export function ProgressBar(props: { value: number; animated?: boolean; "aria-label"?: string; "aria-hidden"?: boolean }) {
  const value = Math.max(0, Math.min(100, props.value));
  return (
    <div className="progress-bar" aria-hidden={props["aria-hidden"] || undefined}>
      <div
        className="progress-bar__section"
        data-animated={props.animated || undefined}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        aria-label={props["aria-label"]}
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
