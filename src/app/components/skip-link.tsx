// "Skip to main content": the first focusable element of every page, visible when focused.
import { Trans } from "@lingui/react/macro";

export const MAIN_CONTENT_ID = "main-content";

export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      <Trans id="a11y.skip-to-content">Skip to main content</Trans>
    </a>
  );
}
