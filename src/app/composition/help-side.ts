// The help centre's chunk (loaded by the root's `loadHelpSide` the first time the help centre is
// opened): its machine with its real effects, the vendor's hc token and the help-centre service's
// init. The machine decides; these only do.
import { getHcToken, initHelpCentre } from "@api/calls/help-centre";
import type { HelpSideLoaded } from "@machines/app/app.actors";
import { helpCentreMachine } from "@machines/help-centre/help-centre.machine";
import { fromPromise } from "xstate";
import type { AppDeps } from "./app-deps";

export function loadHelpSide(deps: AppDeps): HelpSideLoaded {
  return {
    helpCentre: helpCentreMachine.provide({
      actors: {
        fetchHcToken: fromPromise(({ input, signal }) => getHcToken(deps.api, input, signal)),
        initHelpCentre: fromPromise(({ input, signal }) => initHelpCentre(deps.api, input, signal)),
      },
    }),
  };
}
