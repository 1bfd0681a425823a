// Model of the help centre for generated paths: an opening for one vendor, the token and init
// outcomes, the hourly refresh (a delay on the simulated clock), closing and retrying.
import { helpCentreMachine } from "@machines/help-centre/help-centre.machine";
import type { ModelOptions } from "../../support/model-paths";

export const OPEN = {
  type: "HELP.OPEN",
  vendorId: "DK-1001",
  user: { id: "user-1", email: "owner@demo.dk", name: "Nørrebro Pizza" },
  brand: "product",
  country: "DK",
  locale: "da-DK",
  appVersion: "dev",
  helpHost: "",
} as const;

export const helpCentreModel: ModelOptions = {
  events: [
    OPEN,
    { type: "HELP.CLOSE" },
    { type: "RETRY" },
    { type: "xstate.done.actor.fetchHcToken", output: { token: "hc-1" } },
    { type: "xstate.error.actor.fetchHcToken", error: new Error("403") },
    { type: "xstate.done.actor.initHelpCentre", output: { url: "http://localhost/help-centre/page/s1" } },
    { type: "xstate.error.actor.initHelpCentre", error: new Error("401") },
    { type: "xstate.done.actor.refreshHcToken", output: { token: "hc-2" } },
    { type: "xstate.error.actor.refreshHcToken", error: new Error("offline") },
  ],
};

export { helpCentreMachine };
