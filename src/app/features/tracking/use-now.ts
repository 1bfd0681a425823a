// A clock for the views that moves in coarse steps (default: the minute), so memoized selectors
// keyed on the time stay warm between ticks. Only the views read the clock; machines get `now` in
// their events.
import { useEffect, useState } from "react";

export function useCoarseNow(stepMs = 60_000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / stepMs) * stepMs);
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / stepMs) * stepMs), Math.min(stepMs, 15_000));
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}
