// Effect signatures of the help centre. The composition root provides GET /vendor/{id}/hc_jwt_token
// and POST {help host}/conditions-api/v1/init (src/app/composition/help-side.ts); tests provide fakes.
import type { HelpCentreInitInput } from "@domain/help-centre";
import { fromPromise } from "xstate";

/** Fetches the vendor's help-centre token. */
export const fetchHcToken = fromPromise<{ token: string }, { vendorId: string }>(async () => {
  throw new Error("fetchHcToken is not provided");
});

/** Calls the help-centre service's init with the token; answers the help page's URL. */
export const initHelpCentre = fromPromise<{ url: string }, HelpCentreInitInput>(async () => {
  throw new Error("initHelpCentre is not provided");
});
