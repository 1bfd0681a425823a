// The request flow's last views (a chunk of their own, loaded when the flow reaches them; issue 14):
// "Order pushed!" (or "Order Updated!") while the page opens order tracking, and the 3-D Secure
// redirect's "Secure payment" while the browser goes to the bank's page.
import { Trans } from "@lingui/react/macro";
import { Group, Stack, Text } from "@mantine/core";
import { IconCircleCheck, IconLock } from "@tabler/icons-react";
import { StepHeading } from "./step-heading";

export function DoneStep(props: { updateMode: boolean }) {
  return (
    <Stack gap="sm" data-testid="step-done">
      <StepHeading>{props.updateMode ? <Trans id="request.order.updated">Order Updated!</Trans> : <Trans id="request.order.pushed">Order pushed!</Trans>}</StepHeading>
      <Group gap="sm" role="status">
        <IconCircleCheck color="var(--mantine-color-green-9)" aria-hidden />
        <Text>
          <Trans id="request.done.text">Opening order tracking…</Trans>
        </Text>
      </Group>
    </Stack>
  );
}

export function RedirectingToPayment() {
  return (
    <Stack gap="sm" data-testid="step-redirecting">
      <StepHeading>
        <Trans id="request.redirect.title">Secure payment</Trans>
      </StepHeading>
      <Group gap="sm" role="status">
        <IconLock aria-hidden />
        <Text>
          <Trans id="request.redirect.text">Taking you to your bank's secure payment page…</Trans>
        </Text>
      </Group>
    </Stack>
  );
}
