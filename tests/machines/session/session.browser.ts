// Browser model of the session (tests/support/browser-paths.ts): what a fresh Chromium session on the
// real platform can do with the session chart. Nothing is stored and there is no refresh cookie at
// first, so the storage read finds nothing and the restore fails; the visitor logs in with a wrong
// or the right password (the platform answers accordingly), continues as a guest (guest checkout is
// on in the demo data), logs in from the guest pages, and logs out. Left to the unit paths: GODROID
// tokens, stored guest logins, refreshes and expiries, storage failures.
import type { AnyEventObject, AnyMachineSnapshot } from "xstate";
import type { BrowserModel } from "../../support/browser-paths";
import { stableJson } from "../../support/model-paths";
import { CREDENTIALS, FRESH_GUEST, LOGIN_ANSWER, LOGIN_ERROR, sessionMachine, STORED } from "./session.model";

export const WRONG_PASSWORD = "Wrong-Password-1!";

const done = (id: string, output?: unknown): AnyEventObject => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: string, e: unknown): AnyEventObject => ({ type: `xstate.error.actor.${id}`, error: e });

/** The password of the login in flight (the platform's answer depends on it). */
const submittedPassword = (snapshot: AnyMachineSnapshot) =>
  (snapshot.children.login as { options?: { input?: { password?: string } } } | undefined)?.options?.input?.password ?? null;

function sessionBrowserEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const submitted = submittedPassword(snapshot);
  const answeredWrong = snapshot.context.error !== null;
  return [
    done("readStoredSession", STORED.nothing),
    error("restoreSession", new Error("Failed to login: invalid parameter")),
    // One wrong password first, then the right one (the platform checks it).
    ...(answeredWrong || !snapshot.matches({ signedOut: "idle" }) ? [] : [{ type: "LOGIN.SUBMITTED", email: CREDENTIALS.email, password: WRONG_PASSWORD }]),
    { type: "LOGIN.SUBMITTED", ...CREDENTIALS },
    submitted === CREDENTIALS.password ? done("login", LOGIN_ANSWER) : error("login", LOGIN_ERROR),
    done("clearGuestStorage"),
    { type: "GUEST.REQUESTED" },
    done("fetchGuestToken", FRESH_GUEST),
    done("storeGuestToken"),
    // Only the signed-in account menu offers "Log out" (a guest's does not).
    ...(snapshot.matches("signedIn") ? [{ type: "LOGOUT" }] : []),
    done("logout"),
  ];
}

export const sessionBrowser: BrowserModel = {
  name: "session",
  machine: sessionMachine,
  input: { guestCheckout: true },
  events: sessionBrowserEvents,
  userEvents: ["LOGIN.SUBMITTED", "GUEST.REQUESTED", "LOGOUT"],
  serializeState: (s) => stableJson({ value: s.value, context: s.context, submitted: submittedPassword(s) }),
  view: (s) => {
    if (s.matches("detectingMode") || s.matches("restoring")) return "starting";
    if (s.matches("signedOut")) return "signedOut";
    if (s.matches({ guest: "active" }) || s.matches({ guest: "loggingIn" })) return "guest";
    // a guest token is fetched from the landing page, which is still shown
    if (s.matches("guest")) return "signedOut";
    if (s.matches("signedIn")) return "signedIn";
    // logging out leaves the signed-in page until the session is gone
    if (s.matches("loggingOut")) return "signedIn";
    return "godroid";
  },
};
