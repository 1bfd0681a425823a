// Page-load machine: the lazy page of a route is loaded by the `loadPage` actor. When it loads,
// the page renders (`loaded`). When it fails, the machine waits `retryDelay` (2000 ms) in
// `waitingToRetry` and loads again, up to `maxRetries` (10) retries; after the last failed retry it
// rests in `failed`, where the view shows the load-failure bar ("Could not load the application.
// Please check your internet connection and try again"). Closing the bar sends RELOAD.REQUESTED,
// which reloads the whole application through the `reloadApp` actor.
import { assign, setup } from "xstate";
import { loadPage, reloadApp } from "./page-load.actors";

export const PAGE_LOAD_RETRY_DELAY_MS = 2000;
export const PAGE_LOAD_MAX_RETRIES = 10;

export type PageLoadContext = {
  /** Retries already made after the first attempt. */
  retries: number;
  maxRetries: number;
  /** Message of the last failure, for diagnostics. */
  lastError: string | null;
  /** The address of the module the browser could not fetch, when its error named one (the retry asks for it). */
  failedModule: string | null;
};

export type PageLoadEvent = { type: "RELOAD.REQUESTED" };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const pageLoadMachine = setup({
  types: {
    context: {} as PageLoadContext,
    events: {} as PageLoadEvent,
    input: {} as { maxRetries?: number; failedModule?: string | null } | undefined,
  },
  actors: { loadPage, reloadApp },
  delays: {
    /** Wait between two attempts: the spec's 2 s. */
    retryDelay: PAGE_LOAD_RETRY_DELAY_MS,
  },
  guards: {
    /** The spec allows up to 10 retries before the fallback bar. */
    canRetry: ({ context }) => context.retries < context.maxRetries,
  },
  actions: {
    recordFailure: assign({ lastError: (_, params: { error: unknown }) => messageOf(params.error) }),
    countRetry: assign({ retries: ({ context }) => context.retries + 1 }),
  },
}).createMachine({
  id: "pageLoad",
  context: ({ input }) => ({
    retries: 0,
    maxRetries: input?.maxRetries ?? PAGE_LOAD_MAX_RETRIES,
    lastError: null,
    failedModule: input?.failedModule ?? null,
  }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        src: "loadPage",
        input: ({ context }) => ({ attempt: context.retries + 1, failedModule: context.failedModule }),
        onDone: { target: "loaded" },
        onError: [
          {
            guard: "canRetry",
            target: "waitingToRetry",
            actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) },
          },
          { target: "failed", actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    waitingToRetry: {
      tags: ["loading"],
      after: { retryDelay: { target: "loading", actions: "countRetry" } },
    },
    loaded: { type: "final" },
    failed: {
      on: { "RELOAD.REQUESTED": "reloading" },
    },
    reloading: {
      invoke: { src: "reloadApp", onError: "failed" },
    },
  },
});
