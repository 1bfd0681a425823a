// What the views need to know about the session, read through the session machine's selectors.
import { selectFlags } from "@machines/flags/flags.selectors";
import { selectIsAuthenticated, selectIsLoggingIn, selectMode, selectUser } from "@machines/session/session.selectors";
import { useSelector } from "@xstate/react";
import { useChild, useClock } from "../app-context";

export type ViewerKind = "signedOut" | "classic" | "godroid" | "guest";

export function useSessionView() {
  const session = useChild("session");
  const clock = useClock();
  const authenticated = useSelector(session, (s) => selectIsAuthenticated(s, clock() / 1000));
  const mode = useSelector(session, selectMode);
  const user = useSelector(session, selectUser);
  const loggingIn = useSelector(session, selectIsLoggingIn);
  const kind: ViewerKind = !authenticated
    ? "signedOut"
    : mode === "GUEST"
      ? "guest"
      : mode === "GODROID"
        ? "godroid"
        : "classic";
  return { kind, mode, user, authenticated, loggingIn, session };
}

/** The flags as the flags machine holds them (defaults until the provider answers). */
export function useFlags() {
  const flags = useChild("flags");
  return useSelector(flags, selectFlags);
}
