// The welcome walkthrough (second file §2): three screens with skip, next and start, shown once after
// a first sign-in (the welcome machine decides). A modal dialog: the focus is trapped in it and starts
// on its main button, Escape skips, every control is a button reachable by Tab.
import { Trans, useLingui } from "@lingui/react/macro";
import type { WelcomeActor } from "@machines/app/app.machine";
import { selectWelcomeScreen, selectWelcomeStep } from "@machines/welcome/welcome.selectors";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconHelpCircle, IconMapPin, IconTruckDelivery } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";

/** The walkthrough (loaded by welcome-host.tsx when the welcome machine first shows it). */
export function WelcomeWalkthrough(props: { welcome: WelcomeActor }) {
  const { t } = useLingui();
  const { welcome } = props;
  const screen = useSelector(welcome, selectWelcomeScreen);
  const step = useSelector(welcome, selectWelcomeStep);
  if (!screen) return null;
  const content = {
    requesting: {
      icon: <IconTruckDelivery size={48} aria-hidden />,
      title: <Trans id="welcome.requesting.title">Request a rider in a minute</Trans>,
      text: <Trans id="welcome.requesting.text">Choose the outlet, type your customer's address and the order details: a rider collects the order and brings it to your customer.</Trans>,
    },
    tracking: {
      icon: <IconMapPin size={48} aria-hidden />,
      title: <Trans id="welcome.tracking.title">Follow every order</Trans>,
      text: <Trans id="welcome.tracking.text">Order tracking shows today's orders and their rider on the map; the history keeps the past ones and exports them.</Trans>,
    },
    helping: {
      icon: <IconHelpCircle size={48} aria-hidden />,
      title: <Trans id="welcome.helping.title">Help is one click away</Trans>,
      text: <Trans id="welcome.helping.text">The round help button opens the help centre: articles, and a form to ask us anything.</Trans>,
    },
  }[screen];
  return (
    <Modal
      opened
      onClose={() => welcome.send({ type: "SKIP" })}
      withCloseButton={false}
      centered
      title={content.title}
      aria-describedby="welcome-text"
      data-testid="welcome"
      data-screen={screen}
    >
      <Stack gap="md" align="center">
        {content.icon}
        <Text id="welcome-text" ta="center">
          {content.text}
        </Text>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t({ id: "welcome.step", message: `Step ${step} of 3` })}
        </Text>
        <Group justify="space-between" w="100%">
          <Button variant="subtle" onClick={() => welcome.send({ type: "SKIP" })} data-testid="welcome-skip">
            <Trans id="welcome.skip">Skip</Trans>
          </Button>
          <Group gap="xs">
            {screen !== "requesting" ? (
              <Button variant="default" onClick={() => welcome.send({ type: "BACK" })} data-testid="welcome-back">
                <Trans id="welcome.back">Back</Trans>
              </Button>
            ) : null}
            {screen === "helping" ? (
              <Button data-autofocus onClick={() => welcome.send({ type: "START" })} data-testid="welcome-start">
                <Trans id="welcome.start">Start</Trans>
              </Button>
            ) : (
              <Button data-autofocus onClick={() => welcome.send({ type: "NEXT" })} data-testid="welcome-next">
                <Trans id="welcome.next">Next</Trans>
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
