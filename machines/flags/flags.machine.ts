// Flags machine: the feature flags of the region, from three sources in order (second document,
// "Feature flag refresh").
//
// `loading` asks the region's flag provider. An answer with flags goes to `ready` (source provider).
// A failure, an answer without flags, or no answer within `providerTimeout` (2000 ms; error
// "Timeout error") goes to `loadingFallback`, which reads the static fallback file: success is
// `ready` (source fallback); failure is `ready` with the in-app defaults and the error
// "FwF: couldnt refresh the flags". In `ready.waiting` the flags refresh every `refreshInterval`
// (300000 ms). REFRESH (sent after login and logout) is debounced in `ready.debouncing`: each REFRESH
// restarts the `debounce` (400 ms) wait, then the flags load again. Leaving a loading state cancels
// its request. Every time flags are applied, `flags.updated` is emitted.
import { DEFAULT_FLAGS, FLAG_ERRORS, FLAG_TIMINGS, type Flags, type FlagSource, parseFlagsAnswer } from "@domain/flags";
import { errorMessage } from "@domain/error-message";
import { assign, emit, setup } from "xstate";
import { fetchFallbackFlags, fetchProviderFlags } from "./flags.actors";

export type FlagsContext = {
  region: string;
  flags: Flags;
  /** Which source delivered the current flags; null until the first answer (flags are the defaults then). */
  source: FlagSource | null;
  /** Why the provider (or every source) failed last time; null after a provider answer. */
  error: string | null;
};

export type FlagsInput = { region: string };
export type FlagsEvent = { type: "REFRESH" };
export type FlagsEmitted = { type: "flags.updated"; flags: Flags; source: FlagSource };

export const flagsMachine = setup({
  types: {
    context: {} as FlagsContext,
    events: {} as FlagsEvent,
    input: {} as FlagsInput,
    emitted: {} as FlagsEmitted,
    tags: {} as "loading",
  },
  actors: { fetchProviderFlags, fetchFallbackFlags },
  delays: {
    /** The provider gets 2000 ms before the fallback file is used. */
    providerTimeout: FLAG_TIMINGS.providerTimeoutMs,
    /** Flags refresh every 5 minutes. */
    refreshInterval: FLAG_TIMINGS.refreshMs,
    /** Several REFRESH requests in a row (login, then route change) load once. */
    debounce: FLAG_TIMINGS.debounceMs,
  },
  guards: {
    /** Only an answer of the shape {flags: {...}} counts; anything else falls through to the next source. */
    isFlagAnswer: (_, p: { raw: unknown }) => parseFlagsAnswer(p.raw) !== null,
  },
  actions: {
    /** Applies an answer (already checked by isFlagAnswer) from the given source. */
    applyAnswer: assign((_, p: { raw: unknown; source: FlagSource; keepError: boolean; error: string | null }) => ({
      flags: parseFlagsAnswer(p.raw) ?? DEFAULT_FLAGS,
      source: p.source,
      ...(p.keepError ? {} : { error: p.error }),
    })),
    /** Every source failed: the in-app defaults apply, with the spec's error. */
    applyDefaults: assign({ flags: DEFAULT_FLAGS, source: "defaults" as const, error: FLAG_ERRORS.allFailed }),
    /** Why the provider was given up, for diagnostics. */
    recordProviderFailure: assign((_, p: { error: string }) => ({ error: p.error })),
    /** Tells the composition root (which forwards guest_checkout to the session as FLAGS.CHANGED). */
    emitUpdated: emit(({ context }) => ({ type: "flags.updated" as const, flags: context.flags, source: context.source ?? "defaults" })),
  },
}).createMachine({
  id: "flags",
  context: ({ input }) => ({ region: input.region, flags: DEFAULT_FLAGS, source: null, error: null }),
  initial: "loading",
  states: {
    loading: {
      tags: ["loading"],
      invoke: {
        id: "fetchProviderFlags",
        src: "fetchProviderFlags",
        input: ({ context }) => ({ region: context.region }),
        onDone: [
          {
            guard: { type: "isFlagAnswer", params: ({ event }) => ({ raw: event.output }) },
            target: "ready",
            actions: [
              { type: "applyAnswer", params: ({ event }) => ({ raw: event.output, source: "provider" as const, keepError: false, error: null }) },
              "emitUpdated",
            ],
          },
          {
            target: "loadingFallback",
            actions: { type: "recordProviderFailure", params: { error: "Invalid flags answer" } },
          },
        ],
        onError: {
          target: "loadingFallback",
          actions: { type: "recordProviderFailure", params: ({ event }) => ({ error: errorMessage(event.error, "Provider error") }) },
        },
      },
      after: {
        providerTimeout: {
          target: "loadingFallback",
          actions: { type: "recordProviderFailure", params: { error: FLAG_ERRORS.timeout } },
        },
      },
    },
    loadingFallback: {
      tags: ["loading"],
      invoke: {
        id: "fetchFallbackFlags",
        src: "fetchFallbackFlags",
        onDone: [
          {
            guard: { type: "isFlagAnswer", params: ({ event }) => ({ raw: event.output }) },
            target: "ready",
            actions: [
              { type: "applyAnswer", params: ({ event }) => ({ raw: event.output, source: "fallback" as const, keepError: true, error: null }) },
              "emitUpdated",
            ],
          },
          { target: "ready", actions: ["applyDefaults", "emitUpdated"] },
        ],
        onError: { target: "ready", actions: ["applyDefaults", "emitUpdated"] },
      },
    },
    ready: {
      initial: "waiting",
      states: {
        waiting: {
          after: { refreshInterval: "#flags.loading" },
          on: { REFRESH: "debouncing" },
        },
        debouncing: {
          after: { debounce: "#flags.loading" },
          on: { REFRESH: { target: "debouncing", reenter: true } },
        },
      },
    },
  },
});
