// The guest-register popup (second file §2): after a guest placed an order, a dialog offers to create
// an account with the data the guest already gave (the guest-register machine decides when, once per
// order). A modal: the focus is trapped in it and starts on "Create an account"; Escape and "Not now"
// dismiss it.
import { Trans, useLingui } from "@lingui/react/macro";
import type { GuestRegisterActor } from "@machines/app/app.machine";
import { selectGuestName } from "@machines/guest-register/guest-register.selectors";
import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useSelector } from "@xstate/react";

/** The popup (loaded by guest-register-host.tsx when the guest-register machine first offers it). */
export function GuestRegisterPopup(props: { guestRegister: GuestRegisterActor }) {
  const { t } = useLingui();
  const { guestRegister } = props;
  const name = useSelector(guestRegister, selectGuestName);
  return (
    <Modal
      opened
      onClose={() => guestRegister.send({ type: "DISMISS" })}
      centered
      title={name ? t({ id: "guest-register.title-named", message: `Thank you, ${name}! Create your account?` }) : t({ id: "guest-register.title", message: "Create your account?" })}
      closeButtonProps={{ "aria-label": t({ id: "guest-register.close", message: "Close" }) }}
      aria-describedby="guest-register-text"
      data-testid="guest-register"
    >
      <Stack gap="md" align="center">
        <IconUserPlus size={40} aria-hidden />
        <Text id="guest-register-text" ta="center">
          <Trans id="guest-register.text">
            With an account you see all your orders and their history, and request riders faster. We fill in the name, phone number and
            e-mail you gave us; you only choose a password.
          </Trans>
        </Text>
        <Group justify="space-between" w="100%">
          <Button variant="subtle" onClick={() => guestRegister.send({ type: "DISMISS" })} data-testid="guest-register-dismiss">
            <Trans id="guest-register.dismiss">Not now</Trans>
          </Button>
          <Button data-autofocus onClick={() => guestRegister.send({ type: "ACCEPT" })} data-testid="guest-register-accept">
            <Trans id="guest-register.accept">Create an account</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
