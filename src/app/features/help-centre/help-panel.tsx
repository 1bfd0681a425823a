// The desktop help panel (its own chunk, loaded on the first click of the round button): a dialog
// beside the page with the help centre in an iframe and a close control (Escape closes it too).
import { Trans, useLingui } from "@lingui/react/macro";
import { CloseButton, Group, Paper, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useChild } from "../../app-context";
import { HelpCentreView } from "./help-centre-view";
import { useHelpOpening } from "./use-help-opening";

export default function HelpPanel() {
  const { t } = useLingui();
  const helpCentre = useChild("helpCentre");
  const help = useHelpOpening();
  const close = useRef<HTMLButtonElement>(null);
  // The panel takes the focus when it opens (the round button it replaces is gone).
  useEffect(() => close.current?.focus(), []);
  if (!helpCentre) return null;
  return (
    <Paper
      className="help-panel"
      shadow="xl"
      radius="md"
      withBorder
      role="dialog"
      aria-labelledby="help-panel-title"
      data-testid="help-panel"
      onKeyDown={(e) => {
        if (e.key === "Escape") help.close();
      }}
    >
      <Group justify="space-between" px="md" py="xs" className="help-panel-header">
        <Title order={2} size="h4" id="help-panel-title">
          <Trans id="helpcenter.title">Help centre</Trans>
        </Title>
        <CloseButton ref={close} aria-label={t({ id: "helpcenter.close", message: "Close the help centre" })} onClick={help.close} data-testid="help-close" />
      </Group>
      <HelpCentreView helpCentre={helpCentre} height="min(70vh, 640px)" />
    </Paper>
  );
}
