// Model of the welcome walkthrough for generated paths.
import { welcomeMachine } from "@machines/welcome/welcome.machine";
import type { ModelOptions } from "../../support/model-paths";

export const welcomeModel: ModelOptions = {
  events: [
    { type: "SIGNED_IN" },
    { type: "NEXT" },
    { type: "BACK" },
    { type: "SKIP" },
    { type: "START" },
    { type: "xstate.done.actor.readWelcomeSeen", output: false },
    { type: "xstate.done.actor.readWelcomeSeen", output: true },
    { type: "xstate.error.actor.readWelcomeSeen", error: new Error("no storage") },
    { type: "xstate.done.actor.markWelcomeSeen" },
    { type: "xstate.error.actor.markWelcomeSeen", error: new Error("quota") },
  ],
};

export { welcomeMachine };
