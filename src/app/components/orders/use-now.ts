// A clock for the views that moves in coarse steps (default: the minute), so memoized selectors
// keyed on the time stay warm between ticks. Only the views read it (relative times, labels);
// machines get `now` in their events. The time is the composition root's clock (useClock), an
// external store React subscribes to.
import { useSyncExternalStore } from "react";
import { useClock } from "../../app-context";

export function useCoarseNow(stepMs = 60_000): number {
  const clock = useClock();
  return useSyncExternalStore(
    (changed) => {
      const timer = setInterval(changed, Math.min(stepMs, 15_000));
      return () => clearInterval(timer);
    },
    () => Math.floor(clock() / stepMs) * stepMs,
    // The prerendered shells (src/app/prerender) show no time: the server's clock serves as well.
    () => Math.floor(clock() / stepMs) * stepMs,
  );
}
