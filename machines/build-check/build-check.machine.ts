// Build-check machine: detects that a newer build was deployed (core document, section 8; second
// document, "Build update check").
//
// `checking` reads the asset manifest. The first version seen (or the version the app was built with,
// when given as input) is the known one; the same version again waits in `waiting` for
// `checkInterval` (300000 ms) and checks again; a failed read waits too. A different version moves to
// `outdated` (emits `buildCheck.outdated`; the view shows "Your application is outdated, automatically
// reloading the app in 3 seconds" for 10 s) and after `reloadDelay` (3000 ms) to `reloading`, which
// reloads the page (`reloaded`, final). Should the reload fail, the check resumes in `waiting`.
import { assign, emit, setup } from "xstate";
import { fetchManifest, type Manifest, reloadPage } from "./build-check.actors";

export const BUILD_CHECK_INTERVAL_MS = 300_000;
export const BUILD_RELOAD_DELAY_MS = 3000;
/** How long the view shows the outdated warning. */
export const BUILD_OUTDATED_NOTICE_MS = 10_000;
export const BUILD_OUTDATED_MESSAGE = "Your application is outdated, automatically reloading the app in 3 seconds";

export type BuildCheckContext = {
  /** Version of the build this page runs (first manifest seen, unless given). */
  knownVersion: string | null;
  /** Version of the newest manifest read. */
  latestVersion: string | null;
};
export type BuildCheckInput = { currentVersion?: string | null } | undefined;
export type BuildCheckEmitted = { type: "buildCheck.outdated"; version: string };

export const buildCheckMachine = setup({
  types: {
    context: {} as BuildCheckContext,
    input: {} as BuildCheckInput,
    emitted: {} as BuildCheckEmitted,
  },
  actors: { fetchManifest, reloadPage },
  delays: {
    /** The manifest is read every 5 minutes. */
    checkInterval: BUILD_CHECK_INTERVAL_MS,
    /** The warning promises a reload in 3 seconds. */
    reloadDelay: BUILD_RELOAD_DELAY_MS,
  },
  guards: {
    /** A version differing from the known one means a new build was deployed. */
    isNewBuild: ({ context }, p: { manifest: Manifest }) => context.knownVersion !== null && p.manifest.version !== context.knownVersion,
  },
  actions: {
    /** The first manifest seen becomes the known version; every read updates the latest. */
    rememberVersion: assign(({ context }, p: { manifest: Manifest }) => ({
      knownVersion: context.knownVersion ?? p.manifest.version,
      latestVersion: p.manifest.version,
    })),
    /** The composition root shows the outdated warning. */
    emitOutdated: emit(({ context }) => ({ type: "buildCheck.outdated" as const, version: context.latestVersion ?? "" })),
  },
}).createMachine({
  id: "buildCheck",
  context: ({ input }) => ({ knownVersion: input?.currentVersion ?? null, latestVersion: null }),
  initial: "checking",
  states: {
    checking: {
      invoke: {
        id: "fetchManifest",
        src: "fetchManifest",
        onDone: [
          {
            guard: { type: "isNewBuild", params: ({ event }) => ({ manifest: event.output }) },
            target: "outdated",
            actions: { type: "rememberVersion", params: ({ event }) => ({ manifest: event.output }) },
          },
          { target: "waiting", actions: { type: "rememberVersion", params: ({ event }) => ({ manifest: event.output }) } },
        ],
        onError: "waiting",
      },
    },
    waiting: {
      after: { checkInterval: "checking" },
    },
    outdated: {
      entry: "emitOutdated",
      after: { reloadDelay: "reloading" },
    },
    reloading: {
      invoke: { id: "reloadPage", src: "reloadPage", onDone: "reloaded", onError: "waiting" },
    },
    reloaded: { type: "final" },
  },
});
