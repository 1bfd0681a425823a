// Add/edit collection point dialog. The form (parent vendor, collection point ID, label, address
// with reverse geocoding, unit, building, phone, rider notes, owner e-mails, map) is built by the
// outlets issue; this walking skeleton opens the dialog frame from the branch selector.
import { Trans } from "@lingui/react/macro";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";

export function OutletDialog(props: { opened: boolean; onClose: () => void; kind: "add" | "edit"; vendorLabel: string }) {
  const outlet = props.vendorLabel;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.kind === "edit" ? <Trans id="outlet.dialog.edit-title">Edit collection point</Trans> : <Trans id="outlet.dialog.add-title">Add collection point</Trans>}
      centered
    >
      <Stack>
        {props.kind === "edit" ? (
          <Text size="sm">
            <Trans id="outlet.dialog.editing">Editing {outlet}</Trans>
          </Text>
        ) : null}
        <Text size="sm" c="dimmed">
          <Trans id="outlet.dialog.coming-soon">The collection point form is not available yet in this version of the portal.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            <Trans id="common.close">Close</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
