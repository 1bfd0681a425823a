// godroid-popup flag (second file §9 names it only; our reading, also in src/domain/flags.ts): in
// GODROID mode (the portal embedded in the partner app, signed in through its platform token) a
// notice greets the vendor once per visit: orders requested here are for the vendor the partner
// app chose, and switching vendors or signing out happens in the partner app. Without the flag, or
// in any other mode, nothing is shown. Whether it was read is view state of this notice alone.
import { Trans } from "@lingui/react/macro";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { selectSelectedVendor } from "@machines/vendors/vendors.selectors";
import { useSelector } from "@xstate/react";
import { useState } from "react";
import { useChild } from "../app-context";
import { useInertBackground } from "./confirm-dialog";
import { type ViewerKind, useFlags, useSessionView } from "./use-session-view";

export const showsGodroidPopup = (kind: ViewerKind, flag: boolean): boolean => kind === "godroid" && flag;

export function GodroidNotice(props: { opened: boolean; vendorName: string; onClose: () => void }) {
  useInertBackground(props.opened);
  const vendorName = props.vendorName;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={<Trans id="godroid-popup.title">Requesting riders from the partner app</Trans>}
      centered
      data-testid="godroid-popup"
    >
      <Stack>
        <Text size="sm">
          <Trans id="godroid-popup.body">
            You are signed in through the partner app. Riders you request here are for {vendorName}. To switch to another vendor or to sign out, use the partner app.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button onClick={props.onClose} data-testid="godroid-popup-ok">
            <Trans id="godroid-popup.ok">Got it</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function GodroidPopup() {
  const { kind } = useSessionView();
  const flags = useFlags();
  const vendors = useChild("vendors");
  const vendor = useSelector(vendors, selectSelectedVendor);
  const [read, setRead] = useState(false);
  if (!showsGodroidPopup(kind, flags["godroid-popup"])) return null;
  return <GodroidNotice opened={!read} vendorName={vendor?.vendor_information.name ?? ""} onClose={() => setRead(true)} />;
}
