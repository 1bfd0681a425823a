// Model of the terms download for generated paths.
import { termsDownloadMachine } from "@machines/terms-download/terms-download.machine";
import type { ModelOptions } from "../../support/model-paths";

export const termsDownloadModel: ModelOptions = {
  events: [
    { type: "DOWNLOAD", language: "da-DK" },
    { type: "xstate.done.actor.fetchTerms", output: { content: new Blob(["terms"]), fileName: "terms-and-conditions-dk-da-DK.txt" } },
    { type: "xstate.error.actor.fetchTerms", error: new Error("offline") },
  ],
};

export { termsDownloadMachine };
