// "Continue as guest" (flag guest_checkout): asks the root for guest mode (GUEST.CHOSEN); the root's
// guest entry asks the session and goes to the request page once the guest token is there.
import { Trans } from "@lingui/react/macro";
import { selectIsEnteringGuest } from "@machines/app/app.selectors";
import { Button, type ButtonProps } from "@mantine/core";
import { useAppActor, useAppSelector } from "../app-context";
import { useFlags } from "./use-session-view";

export function useEnterGuest() {
  const app = useAppActor();
  const busy = useAppSelector(selectIsEnteringGuest);
  return { enter: () => app.send({ type: "GUEST.CHOSEN" }), busy };
}

export function GuestEntry(props: ButtonProps) {
  const flags = useFlags();
  const { enter, busy } = useEnterGuest();
  if (!flags.guest_checkout) return null;
  return (
    <Button variant="default" onClick={enter} loading={busy} data-testid="guest-entry" {...props}>
      <Trans id="guest.continue">Continue as guest</Trans>
    </Button>
  );
}
