// Welcome walkthrough machine (second file §2: "Welcome walkthrough of 3 screens with skip, next and
// start"), shown once after a first sign-in.
//
// `idle` until SIGNED_IN (the root forwards the session's `session.loggedIn`: a sign-in, not a
// restored session). `checking` asks whether this browser has seen it (`readWelcomeSeen`; a failure
// counts as seen, so a broken storage never shows it on every sign-in): seen → `idle`; not seen →
// `showing` its three screens (`requesting` → `tracking` → `helping`, NEXT and BACK between them).
// SKIP on any screen, or START on the last, goes to `finishing`, which remembers it
// (`markWelcomeSeen`) and returns to `idle` whatever the storage says.
import { setup } from "xstate";
import { markWelcomeSeen, readWelcomeSeen } from "./welcome.actors";

export type WelcomeEvent = { type: "SIGNED_IN" } | { type: "NEXT" } | { type: "BACK" } | { type: "SKIP" } | { type: "START" };

export const WELCOME_SCREENS = ["requesting", "tracking", "helping"] as const;
export type WelcomeScreen = (typeof WELCOME_SCREENS)[number];

export const welcomeMachine = setup({
  types: { events: {} as WelcomeEvent },
  actors: { readWelcomeSeen, markWelcomeSeen },
  guards: {
    /** Seen before (or unreadable): not again. */
    alreadySeen: (_, p: { seen: boolean }) => p.seen,
  },
}).createMachine({
  id: "welcome",
  initial: "idle",
  states: {
    idle: { on: { SIGNED_IN: "checking" } },
    checking: {
      invoke: {
        id: "readWelcomeSeen",
        src: "readWelcomeSeen",
        onDone: [{ guard: { type: "alreadySeen", params: ({ event }) => ({ seen: event.output }) }, target: "idle" }, { target: "showing" }],
        onError: "idle",
      },
    },
    showing: {
      initial: "requesting",
      on: { SKIP: "finishing" },
      states: {
        requesting: { on: { NEXT: "tracking" } },
        tracking: { on: { NEXT: "helping", BACK: "requesting" } },
        helping: { on: { START: "#welcome.finishing", BACK: "tracking" } },
      },
    },
    finishing: {
      invoke: { id: "markWelcomeSeen", src: "markWelcomeSeen", onDone: "idle", onError: "idle" },
    },
  },
});
