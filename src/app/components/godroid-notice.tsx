// The GODROID notice's dialog (see godroid-popup.tsx), imported when the notice is shown.
import { Trans } from "@lingui/react/macro";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useInertBackground } from "./confirm-dialog";

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
