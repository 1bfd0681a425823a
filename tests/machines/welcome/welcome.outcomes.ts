// Outcome table of the welcome machine (tests/support/outcomes.ts): for each state, the events that may
// enter it. It has no tags, no context and emits nothing.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import type { OutcomeTable } from "../../support/outcomes";

export const welcomeOutcomes: OutcomeTable = {
  states: {
    // Back to idle when seen before, when the storage cannot be read (counts as seen), and after finishing
    // whatever the storage says.
    "welcome.idle": {
      enteredBy: [
        "xstate.init",
        "xstate.done.actor.readWelcomeSeen",
        "xstate.error.actor.readWelcomeSeen",
        "xstate.done.actor.markWelcomeSeen",
        "xstate.error.actor.markWelcomeSeen",
      ],
    },
    "welcome.checking": { enteredBy: ["SIGNED_IN"] },
    // Not seen: the three screens, from the first.
    "welcome.showing": { enteredBy: ["xstate.done.actor.readWelcomeSeen"] },
    "welcome.showing.requesting": { enteredBy: ["xstate.done.actor.readWelcomeSeen", "BACK"] },
    "welcome.showing.tracking": { enteredBy: ["NEXT", "BACK"] },
    "welcome.showing.helping": { enteredBy: ["NEXT"] },
    // SKIP on any screen, START on the last.
    "welcome.finishing": { enteredBy: ["SKIP", "START"] },
  },
};
