// Keeps Mantine's DirectionProvider in step with the active language: Arabic (and other
// right-to-left languages) mirror the layout, including the side the drawer opens on.
import { directionOf } from "@config/languages";
import { useLingui } from "@lingui/react";
import { useDirection } from "@mantine/core";
import { useEffect } from "react";

export function DirectionSync() {
  const { i18n } = useLingui();
  const { setDirection } = useDirection();
  const dir = directionOf(i18n.locale);
  useEffect(() => {
    setDirection(dir);
  }, [dir, setDirection]);
  return null;
}

/** The current text direction, from the active language. */
export function useTextDirection() {
  const { i18n } = useLingui();
  return directionOf(i18n.locale);
}
