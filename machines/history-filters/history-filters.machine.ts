// History filters machine: the date range, status filter and search of the history page (core
// section 2 "History", section 3 "Filters", section 5 "History search", section 9 default date
// filter).
//
// Two regions side by side. `rules`: the phone rule of the search (libphonenumber-js and its metadata,
// ~20 KB gz) is not needed to show the history (issue 14): `missing` until a search that may be a
// phone number is submitted (digits, spaces, +, ( ) and -), then `loading` (the named actor
// `loadPhoneRules`), `loaded` (kept in context, never loaded again; the phone of the last search is
// applied, and when that changes the query, HISTORY.PHONE_APPLIED asks again) or `failed` (no search
// is a phone; the next such search loads them again).
// `filters` rests in `closed` until the page opens it with HISTORY.OPENED {now} (every visit: presets
// are relative to the day); `open` then decides from the filters where it stands, at once, without
// waiting for the rules:
// - `ready`: the range is known and valid; entering it emits `history.query` {from, to,
//   customerPhone?} (the composition root sends it to the order store as ORDERS.PAST_REQUESTED).
// - `choosingRange`: the Custom preset without both days chosen yet; nothing is asked for.
// - `rangeInvalid.endBeforeStart` / `rangeInvalid.tooLong`: the custom days make no acceptable
//   period (the end before the start, or longer than MAX_HISTORY_RANGE_DAYS); the view shows the
//   message and nothing is asked for until the days change.
// HISTORY.PRESET_SELECTED {preset, now} and HISTORY.CUSTOM_RANGE_SET {from, to} change the range and
// decide again (re-entering `open`); HISTORY.STATUS_SELECTED {status} only filters the loaded rows.
// Each of these persists the date-range and status filters through the named action
// `persistFilters` (the composition root writes them to local storage; nothing else persists).
// HISTORY.SEARCH_SUBMITTED {text} remembers the search (history of at most 10); when its phone part
// (a possible number of the country, spaces removed, under the loaded rules) differs from the applied
// one, the range is asked for again with customer_phone_number. An order-id search filters the rows
// (selectors).
// HISTORY.CLOSED (the page left) returns to `closed`, keeping the filters.
//
// Time: events that need it carry `now` (ms), stamped by the sender; the machine reads no clock.
import type { DatePreset } from "@domain/orders";
import { checkCustomRange, type DateRange } from "@domain/orders";
import { assign, enqueueActions, raise, setup } from "xstate";
import { rememberSearch } from "@domain/orders/search";
import { mayBePhoneSearch, rangeOf, type StatusFilter, type StoredHistoryFilters } from "@domain/history/filters";
import { loadPhoneRules, type PhoneSearchRules } from "./history-filters.actors";

export type { PhoneSearchRules };

export type HistoryFiltersInput = {
  /** The deployment's IANA time zone: presets are whole days there. */
  timeZone: string;
  /** The deployment's country (ISO code): which phone numbers are possible. */
  country: string;
  /** The persisted filters (already read; see readStoredFilters). */
  stored: StoredHistoryFilters;
};

export type HistoryFiltersContext = StoredHistoryFilters & {
  timeZone: string;
  country: string;
  /** The `now` (ms) of the last event that fixed the range (presets are relative to it). */
  now: number;
  /** The range last asked for (unix seconds), or null before the first. */
  range: DateRange | null;
  /** The search box text as last submitted (raw). */
  search: string;
  /** Most recent first, at most 10. */
  searchHistory: string[];
  /** The phone applied to the query (digits and "+"), or null. */
  phone: string | null;
  /** The phone rule of the search, once loaded (null before, or after a failed load). */
  phoneRules: PhoneSearchRules | null;
};

export type HistoryFiltersEvent =
  | { type: "HISTORY.OPENED"; now: number }
  | { type: "HISTORY.CLOSED" }
  | { type: "HISTORY.PRESET_SELECTED"; preset: DatePreset; now: number }
  | { type: "HISTORY.CUSTOM_RANGE_SET"; from: string | null; to: string | null }
  | { type: "HISTORY.STATUS_SELECTED"; status: StatusFilter }
  | { type: "HISTORY.SEARCH_SUBMITTED"; text: string }
  /** Raised when the loaded rules change the phone of the last search: the range is asked for again. */
  | { type: "HISTORY.PHONE_APPLIED" };

export type HistoryQueryEmitted = { type: "history.query"; from: number; to: number; customerPhone?: string };
export type HistoryFiltersEmitted = HistoryQueryEmitted;

const nowSec = (ms: number) => Math.floor(ms / 1000);

const storedOf = (c: StoredHistoryFilters): StoredHistoryFilters => ({
  preset: c.preset,
  customFrom: c.customFrom,
  customTo: c.customTo,
  status: c.status,
});

/** The range the filters give at the context's `now` (null: Custom without both days). */
const currentRange = (c: HistoryFiltersContext) => rangeOf(c, nowSec(c.now), c.timeZone);

/** The phone of a search under the loaded rules (none without them). */
const phoneOf = (c: HistoryFiltersContext, text: string) => c.phoneRules?.phoneSearchOf(text, c.country) ?? null;

export const historyFiltersMachine = setup({
  types: {
    context: {} as HistoryFiltersContext,
    events: {} as HistoryFiltersEvent,
    input: {} as HistoryFiltersInput,
    emitted: {} as HistoryFiltersEmitted,
  },
  actors: { loadPhoneRules },
  guards: {
    /** The search may be a phone number: the rules are needed to tell. */
    mayBePhone: (_, p: { text: string }) => mayBePhoneSearch(p.text),
    /** The rules just loaded make the last search another phone than the one applied. */
    rulesChangePhone: ({ context }, p: { rules: PhoneSearchRules }) => p.rules.phoneSearchOf(context.search, context.country) !== context.phone,
    /** Custom without both days: wait for the user to choose them. */
    rangeIncomplete: ({ context }) => currentRange(context) === null,
    /** The custom end lies before its start. */
    endBeforeStart: ({ context }) => {
      const range = currentRange(context);
      return context.preset === "custom" && range !== null && checkCustomRange(range, context.timeZone) === "end-before-start";
    },
    /** The custom period is longer than the platform is asked for. */
    tooLong: ({ context }) => {
      const range = currentRange(context);
      return context.preset === "custom" && range !== null && checkCustomRange(range, context.timeZone) === "too-long";
    },
    /** The submitted search changes the phone sent to the platform. */
    phoneChanges: ({ context }, p: { text: string }) => phoneOf(context, p.text) !== context.phone,
  },
  actions: {
    /** Named so the composition root can write the filters to local storage (only these persist). */
    persistFilters: (_, _params: StoredHistoryFilters) => {},
    setNow: assign((_, p: { now: number }) => ({ now: p.now })),
    setPreset: assign((_, p: { preset: DatePreset; now: number }) => ({ preset: p.preset, now: p.now })),
    /** Choosing days means the Custom preset. */
    setCustomDays: assign((_, p: { from: string | null; to: string | null }) => ({ preset: "custom" as const, customFrom: p.from, customTo: p.to })),
    setStatus: assign((_, p: { status: StatusFilter }) => ({ status: p.status })),
    setSearch: assign(({ context }, p: { text: string }) => ({
      search: p.text,
      searchHistory: rememberSearch(context.searchHistory, p.text),
    })),
    applyPhone: assign(({ context }, p: { text: string }) => ({ phone: phoneOf(context, p.text) })),
    /** Keeps the loaded rules and applies the phone of the search submitted before they came. */
    setPhoneRules: assign(({ context }, p: { rules: PhoneSearchRules }) => ({
      phoneRules: p.rules,
      phone: p.rules.phoneSearchOf(context.search, context.country),
    })),
    raisePhoneApplied: raise({ type: "HISTORY.PHONE_APPLIED" as const }),
    /** Fixes the range and asks the order store for it (with the applied phone). */
    requestRange: enqueueActions(({ context, enqueue }) => {
      const range = currentRange(context);
      if (!range) return;
      enqueue.assign({ range });
      enqueue.emit({ type: "history.query", from: range.from, to: range.to, ...(context.phone ? { customerPhone: context.phone } : {}) });
    }),
  },
}).createMachine({
  id: "historyFilters",
  context: ({ input }) => ({
    ...storedOf(input.stored),
    timeZone: input.timeZone,
    country: input.country,
    now: 0,
    range: null,
    search: "",
    searchHistory: [],
    phone: null,
    phoneRules: null,
  }),
  type: "parallel",
  on: {
    "HISTORY.STATUS_SELECTED": {
      actions: [
        { type: "setStatus", params: ({ event }) => ({ status: event.status }) },
        { type: "persistFilters", params: ({ context }) => storedOf(context) },
      ],
    },
  },
  states: {
    rules: {
      initial: "missing",
      states: {
        missing: {
          on: { "HISTORY.SEARCH_SUBMITTED": { guard: { type: "mayBePhone", params: ({ event }) => ({ text: event.text }) }, target: "loading" } },
        },
        loading: {
          invoke: {
            src: "loadPhoneRules",
            id: "loadPhoneRules",
            onDone: [
              {
                guard: { type: "rulesChangePhone", params: ({ event }) => ({ rules: event.output }) },
                target: "loaded",
                actions: [{ type: "setPhoneRules", params: ({ event }) => ({ rules: event.output }) }, "raisePhoneApplied"],
              },
              { target: "loaded", actions: { type: "setPhoneRules", params: ({ event }) => ({ rules: event.output }) } },
            ],
            onError: { target: "failed" },
          },
        },
        failed: {
          on: { "HISTORY.SEARCH_SUBMITTED": { guard: { type: "mayBePhone", params: ({ event }) => ({ text: event.text }) }, target: "loading" } },
        },
        loaded: {},
      },
    },
    filters: {
      initial: "closed",
      // Outside `ready` nothing is being shown: the search is remembered and its phone applies to the next query.
      on: {
        "HISTORY.SEARCH_SUBMITTED": {
          actions: [
            { type: "setSearch", params: ({ event }) => ({ text: event.text }) },
            { type: "applyPhone", params: ({ event }) => ({ text: event.text }) },
          ],
        },
      },
      states: {
        closed: {
          on: {
            "HISTORY.OPENED": { target: "open", actions: { type: "setNow", params: ({ event }) => ({ now: event.now }) } },
          },
        },
        open: {
          initial: "deciding",
          on: {
            "HISTORY.CLOSED": { target: "closed" },
            "HISTORY.OPENED": { target: "open", reenter: true, actions: { type: "setNow", params: ({ event }) => ({ now: event.now }) } },
            "HISTORY.PRESET_SELECTED": {
              target: "open",
              reenter: true,
              actions: [
                { type: "setPreset", params: ({ event }) => ({ preset: event.preset, now: event.now }) },
                { type: "persistFilters", params: ({ context }) => storedOf(context) },
              ],
            },
            "HISTORY.CUSTOM_RANGE_SET": {
              target: "open",
              reenter: true,
              actions: [
                { type: "setCustomDays", params: ({ event }) => ({ from: event.from, to: event.to }) },
                { type: "persistFilters", params: ({ context }) => storedOf(context) },
              ],
            },
          },
          states: {
            deciding: {
              always: [
                { guard: "rangeIncomplete", target: "choosingRange" },
                { guard: "endBeforeStart", target: "rangeInvalid.endBeforeStart" },
                { guard: "tooLong", target: "rangeInvalid.tooLong" },
                { target: "ready" },
              ],
            },
            ready: {
              entry: "requestRange",
              on: {
                "HISTORY.SEARCH_SUBMITTED": [
                  {
                    guard: { type: "phoneChanges", params: ({ event }) => ({ text: event.text }) },
                    target: "ready",
                    reenter: true,
                    actions: [
                      { type: "setSearch", params: ({ event }) => ({ text: event.text }) },
                      { type: "applyPhone", params: ({ event }) => ({ text: event.text }) },
                    ],
                  },
                  { actions: { type: "setSearch", params: ({ event }) => ({ text: event.text }) } },
                ],
                // The rules came after the search: its phone is sent now.
                "HISTORY.PHONE_APPLIED": { target: "ready", reenter: true },
              },
            },
            choosingRange: {},
            rangeInvalid: {
              // Always entered at one of its children (the deciding step names it).
              initial: "endBeforeStart",
              states: {
                endBeforeStart: {},
                tooLong: {},
              },
            },
          },
        },
      },
    },
  },
});

