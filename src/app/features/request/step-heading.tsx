// The heading of a request step. When the step changes (not on the page's first render), the new
// step's heading takes the focus, so keyboard and screen-reader users continue where the page changed.
import { Title } from "@mantine/core";
import { createContext, type ReactNode, type RefObject, useContext, useEffect, useRef } from "react";

/** true once the flow view has rendered its first step. */
export const StepFocusContext = createContext<RefObject<boolean> | null>(null);

export function StepHeading(props: { children: ReactNode; order?: 2 | 3 }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const moved = useContext(StepFocusContext);
  useEffect(() => {
    // Never behind an open modal dialog (the welcome walkthrough, a confirmation): it keeps the focus.
    if (moved?.current && !document.querySelector('[role="dialog"][aria-modal="true"]')) ref.current?.focus({ preventScroll: false });
  }, [moved]);
  return (
    <Title order={props.order ?? 2} size="h3" ref={ref} tabIndex={-1} className="rrp-step-heading" data-testid="step-heading">
      {props.children}
    </Title>
  );
}
