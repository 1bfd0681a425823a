// The confirmation dialog's modal (see confirm-dialog.tsx): imported the first time a confirm opens,
// so no page carries Mantine's Modal in its first load (issue 14).
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ConfirmDialogProps, useInertBackground } from "./confirm-dialog-parts";
import { useOpenedAfterMount } from "./use-once-true";

export default function ConfirmModal(props: ConfirmDialogProps) {
  const { t } = useLingui();
  const { loading = false, testId = "confirm-dialog" } = props;
  const opened = useOpenedAfterMount(props.opened);
  useInertBackground(opened);
  const cancel = () => {
    if (!loading) props.onCancel();
  };
  return (
    <Modal
      opened={opened}
      onClose={cancel}
      title={props.title}
      centered
      size={props.size ?? "md"}
      closeOnClickOutside={!loading}
      closeOnEscape={!loading}
      closeButtonProps={{ "aria-label": t({ id: "common.close", message: "Close" }), disabled: loading }}
      data-testid={testId}
      returnFocus={!props.returnFocusTo}
      onExitTransitionEnd={() => {
        if (props.returnFocusTo) document.querySelector<HTMLElement>(props.returnFocusTo)?.focus({ preventScroll: true });
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!loading && !props.confirmDisabled) props.onConfirm();
        }}
      >
        <Stack gap="md">
          {props.description ? (
            <Text size="sm" data-testid={`${testId}-description`}>
              {props.description}
            </Text>
          ) : null}
          {props.children}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel} disabled={loading} data-testid={`${testId}-cancel`}>
              {props.cancelLabel ?? <Trans id="common.cancel">Cancel</Trans>}
            </Button>
            <Button
              type="submit"
              color={props.confirmColor}
              loading={loading}
              disabled={props.confirmDisabled && !loading}
              data-testid={`${testId}-confirm`}
            >
              {props.confirmLabel ?? <Trans id="common.confirm">Confirm</Trans>}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
