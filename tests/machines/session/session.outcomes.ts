// Outcome table of the session machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const sessionOutcomes: OutcomeTable = {
  states: {
    "session.detectingMode": { enteredBy: ["xstate.init"], tags: ["resolving"] },
    "session.detectingMode.readingStorage": { enteredBy: ["xstate.init"] },
    "session.detectingMode.decodingPlatformToken": { enteredBy: ["xstate.done.actor.readStoredSession"] },
    "session.detectingMode.discardingGuestLogin": { enteredBy: ["xstate.done.actor.readStoredSession"] },
    "session.restoring": { enteredBy: ["xstate.done.actor.readStoredSession", "xstate.error.actor.decodePlatformToken", "xstate.error.actor.readStoredSession"], tags: ["resolving"] },
    "session.godroid": {
      enteredBy: ["xstate.done.actor.decodePlatformToken"],
      facts: (c) => (c.platformToken !== null && c.vendorId !== null) || "GODROID holds the platform token and its vendor",
    },
    "session.signedIn": {
      enteredBy: ["xstate.done.actor.login", "xstate.done.actor.restoreSession"],
      facts: (c) => (c.tokens !== null && c.user !== null && c.guestToken === null) || "signed in holds tokens and a user, no guest token",
    },
    "session.signedIn.clearingGuestStorage": { enteredBy: ["xstate.done.actor.login"] },
    "session.signedIn.idle": { enteredBy: ["xstate.done.actor.clearGuestStorage", "xstate.done.actor.refresh", "xstate.done.actor.restoreSession", "xstate.error.actor.clearGuestStorage"] },
    "session.signedIn.refreshing": { enteredBy: ["TOKEN.EXPIRED", "after refreshDelay"] },
    "session.signedOut": {
      facts: (c) => (c.tokens === null && c.user === null) || "signed out holds no tokens and no user",
      enteredBy: ["xstate.done.actor.clearGuestStorage", "xstate.error.actor.clearGuestStorage", "xstate.error.actor.fetchGuestToken", "xstate.error.actor.restoreSession"] },
    "session.signedOut.idle": { enteredBy: ["xstate.done.actor.clearGuestStorage", "xstate.error.actor.clearGuestStorage", "xstate.error.actor.fetchGuestToken", "xstate.error.actor.login", "xstate.error.actor.restoreSession"] },
    "session.signedOut.loggingIn": { enteredBy: ["LOGIN.SUBMITTED"], tags: ["loading"] },
    "session.guest": { enteredBy: ["GUEST.REQUESTED", "xstate.done.actor.clearGuestStorage", "xstate.done.actor.readStoredSession", "xstate.error.actor.clearGuestStorage"] },
    "session.guest.fetchingToken": { enteredBy: ["GUEST.REQUESTED", "xstate.done.actor.clearGuestStorage", "xstate.error.actor.clearGuestStorage"], tags: ["resolving"] },
    "session.guest.storingToken": { enteredBy: ["xstate.done.actor.fetchGuestToken"], tags: ["resolving"] },
    "session.guest.active": {
      enteredBy: ["xstate.done.actor.readStoredSession", "xstate.done.actor.storeGuestToken", "xstate.error.actor.login", "xstate.error.actor.storeGuestToken"],
      facts: (c) => (c.guestToken !== null && c.tokens === null) || "a guest holds a guest token and no account tokens",
    },
    "session.guest.loggingIn": { enteredBy: ["LOGIN.SUBMITTED"], tags: ["loading"] },
    "session.loggingOut": { enteredBy: ["LOGOUT", "TOKEN.EXPIRED", "xstate.error.actor.refresh"] },
    "session.loggingOut.revoking": { enteredBy: ["LOGOUT", "TOKEN.EXPIRED", "xstate.error.actor.refresh"] },
    "session.loggingOut.clearing": { enteredBy: ["xstate.done.actor.logout", "xstate.error.actor.logout"] },
  },
  emits: {
    "session.loggedOut": { on: ["xstate.done.actor.clearGuestStorage", "xstate.error.actor.clearGuestStorage"] },
    "session.loggedIn": { on: ["xstate.done.actor.login"], when: () => true },
    "session.loginFailed": { on: ["xstate.error.actor.login"], when: () => true },
  },
};
