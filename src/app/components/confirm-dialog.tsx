// The confirmation dialog of the spec (core section 2, second file section 2): a title, an optional
// description, cancel and submit buttons, a close icon and a loading state. Every confirm of the
// product renders through it; what it confirms and whether it is busy come from a machine (the view
// passes `opened` and `loading` from selectors and sends events from `onConfirm` / `onCancel`).
// While it is open the page behind it is inert; focus returns to `returnFocusTo` (or the trigger).
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { type ReactNode, useEffect } from "react";

/**
 * While a modal dialog is open the page behind it is inert (not focusable, not clickable, hidden
 * from assistive technology); the dialog itself lives in a portal outside #root.
 */
export function useInertBackground(opened: boolean) {
  useEffect(() => {
    const root = document.getElementById("root");
    if (!opened || !root) return;
    root.setAttribute("inert", "");
    return () => root.removeAttribute("inert");
  }, [opened]);
}

export type ConfirmDialogProps = {
  opened: boolean;
  title: ReactNode;
  description?: ReactNode;
  /** Extra content between the description and the buttons (a list, a summary). */
  children?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** The confirm is in flight: the submit button spins, nothing else can be pressed. */
  loading?: boolean;
  /** The submit button is disabled (e.g. a required choice inside `children` is missing). */
  confirmDisabled?: boolean;
  confirmColor?: string;
  onConfirm: () => void;
  /** Cancel button, close icon, Escape and a click outside. */
  onCancel: () => void;
  /** Where focus goes when the dialog has closed (a CSS selector); default: back to the trigger. */
  returnFocusTo?: string;
  size?: string;
  testId?: string;
};

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useLingui();
  const { opened, loading = false, testId = "confirm-dialog" } = props;
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
