import { useEffect, useState } from "react";

/**
 * True from the first render where `value` is true on. A part of the page imported when first
 * needed (a dialog, a drawer) stays mounted from then on, so it closes with its transition and
 * opens again at once (issue 14: what is not on screen is not part of the first load).
 */
export function useOnceTrue(value: boolean): boolean {
  const [was, setWas] = useState(value);
  if (value && !was) setWas(true);
  return was || value;
}

/**
 * `value`, but false on the first render: a dialog imported when first opened mounts closed and opens
 * on the next render, so Mantine sees it open (its transition runs and it remembers the trigger to
 * return the focus to, which it only does when `opened` changes).
 */
export function useOpenedAfterMount(value: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted && value;
}
