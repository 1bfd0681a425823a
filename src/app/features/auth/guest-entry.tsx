// "Continue as guest" (flag guest_checkout): enters GUEST mode through the session machine and goes
// to the request page once the guest token is there.
import { Trans } from "@lingui/react/macro";
import { selectIsAuthenticated, selectMode } from "@machines/session/session.selectors";
import { Button, type ButtonProps } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { waitFor } from "xstate";
import { useAppServices } from "../../services/app-services";
import { useFlags } from "../session/use-session-view";

export const GUEST_ENTRY_TIMEOUT_MS = 15_000;

export function useEnterGuest() {
  const { session } = useAppServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const enter = useCallback(async () => {
    setBusy(true);
    session.send({ type: "GUEST.REQUESTED" });
    try {
      await waitFor(session, (s) => selectMode(s) === "GUEST" && selectIsAuthenticated(s, Date.now() / 1000), { timeout: GUEST_ENTRY_TIMEOUT_MS });
      await navigate({ to: "/request-a-rider" });
    } catch {
      // no guest token: the session machine stays signed out and the user can log in instead
    } finally {
      setBusy(false);
    }
  }, [session, navigate]);
  return { enter, busy };
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
