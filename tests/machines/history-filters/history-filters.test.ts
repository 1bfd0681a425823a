// Hand-written specs of the history filters: Yesterday by default in the country's time zone, the
// presets, custom periods (end before start, too long), the status filter, how searches apply (phone
// only when possible, order id only with the vendor prefix), the search history and persistence of
// only the date range and status, and the phone rules loaded once through `loadPhoneRules`, only for a
// search that may be a phone, never before the first query (it applies when they come; without them no
// search is a phone). The rules themselves:
// tests/domain/history/filters.test.ts.
import { presetRange } from "@domain/orders";
import { historyFiltersMachine } from "@machines/history-filters/history-filters.machine";
import { DEFAULT_HISTORY_FILTERS, type StoredHistoryFilters } from "@domain/history/filters";
import type { PhoneSearchRules } from "@machines/history-filters/history-filters.machine";
import {
  selectAppliedPhone,
  selectFilteredRows,
  selectHistorySearchHistory,
  selectIsChoosingRange,
  selectRangeProblem,
  selectStatusFilter,
} from "@machines/history-filters/history-filters.selectors";
import { describe, expect, it } from "vitest";
import * as phoneSearch from "@domain/history/phone-search";
import { createActor, fromPromise } from "xstate";
import { makeOrder, NOW } from "../../domain/orders/fixtures";
import { INPUT, NOW_MS, TIME_ZONE } from "./history-filters.model";

/** A load of the phone rules the test settles itself. */
function deferredRules() {
  const loads: { resolve: (rules: PhoneSearchRules) => void; reject: (error: Error) => void }[] = [];
  const logic = fromPromise<PhoneSearchRules>(() => new Promise((resolve, reject) => loads.push({ resolve, reject })));
  return { logic, loads };
}

/** Lets the settled load's done or error event reach the machine. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(stored: StoredHistoryFilters = DEFAULT_HISTORY_FILTERS) {
  const persisted: StoredHistoryFilters[] = [];
  const queries: unknown[] = [];
  const rules = deferredRules();
  const actor = createActor(
    historyFiltersMachine.provide({
      actions: { persistFilters: (_, p: StoredHistoryFilters) => void persisted.push(p) },
      actors: { loadPhoneRules: rules.logic },
    }),
    { input: { ...INPUT, stored } },
  );
  actor.on("history.query", (e) => queries.push(e));
  actor.start();
  /** Opens the page (the phone rules are not loaded for it). */
  const open = async (now = NOW_MS) => {
    actor.send({ type: "HISTORY.OPENED", now });
    await settle();
  };
  /** Submits a search and lets the (real) phone rules load when the search asked for them. */
  const search = async (text: string) => {
    const before = rules.loads.length;
    actor.send({ type: "HISTORY.SEARCH_SUBMITTED", text });
    if (rules.loads.length > before) rules.loads.at(-1)?.resolve(phoneSearch);
    await settle();
  };
  return { actor, persisted, queries, loads: rules.loads, open, search, snap: () => actor.getSnapshot() };
}

const YESTERDAY = presetRange("yesterday", NOW, TIME_ZONE);

describe("historyFilters", () => {
  it("asks for yesterday (start to end of day in Copenhagen) at once when the page opens, without the phone rules", async () => {
    const f = start();
    expect(f.snap().value).toEqual({ filters: "closed", rules: "missing" });
    f.actor.send({ type: "HISTORY.OPENED", now: NOW_MS });
    expect(f.snap().matches({ filters: { open: "ready" } })).toBe(true);
    expect(f.loads).toHaveLength(0);
    // NOW is 2026-03-02 10:00 in Copenhagen: yesterday is 2026-03-01 00:00 … 23:59:59 local time.
    expect(YESTERDAY).toEqual({ from: Date.UTC(2026, 1, 28, 23) / 1000, to: Date.UTC(2026, 2, 1, 23) / 1000 - 1 });
    expect(f.queries).toEqual([{ type: "history.query", ...YESTERDAY }]);
    expect(f.persisted).toEqual([]);
  });

  it("presets ask again and persist; the status filter persists without asking", async () => {
    const f = start();
    await f.open();
    f.actor.send({ type: "HISTORY.PRESET_SELECTED", preset: "pastMonth", now: NOW_MS });
    expect(f.queries.at(-1)).toEqual({ type: "history.query", ...presetRange("pastMonth", NOW, TIME_ZONE) });
    f.actor.send({ type: "HISTORY.STATUS_SELECTED", status: "CANCELLED" });
    expect(selectStatusFilter(f.snap())).toBe("CANCELLED");
    expect(f.queries).toHaveLength(2);
    expect(f.persisted).toEqual([
      { preset: "pastMonth", customFrom: null, customTo: null, status: "ANY" },
      { preset: "pastMonth", customFrom: null, customTo: null, status: "CANCELLED" },
    ]);
  });

  it("custom: waits for both days, refuses an end before the start and a period that is too long", async () => {
    const f = start();
    await f.open();
    f.actor.send({ type: "HISTORY.PRESET_SELECTED", preset: "custom", now: NOW_MS });
    expect(selectIsChoosingRange(f.snap())).toBe(true);
    f.actor.send({ type: "HISTORY.CUSTOM_RANGE_SET", from: "2026-02-10", to: "2026-02-01" });
    expect(selectRangeProblem(f.snap())).toEqual({ kind: "end-before-start" });
    f.actor.send({ type: "HISTORY.CUSTOM_RANGE_SET", from: "2025-01-01", to: "2026-02-01" });
    expect(selectRangeProblem(f.snap())).toEqual({ kind: "too-long", maxDays: 92 });
    expect(f.queries).toHaveLength(1); // only the opening one
    f.actor.send({ type: "HISTORY.CUSTOM_RANGE_SET", from: "2026-02-01", to: "2026-02-10" });
    expect(selectRangeProblem(f.snap())).toBeNull();
    expect(f.queries.at(-1)).toEqual({
      type: "history.query",
      from: Date.UTC(2026, 0, 31, 23) / 1000,
      to: Date.UTC(2026, 1, 10, 23) / 1000 - 1,
    });
    expect(f.persisted.at(-1)).toEqual({ preset: "custom", customFrom: "2026-02-01", customTo: "2026-02-10", status: "ANY" });
  });

  it("a possible phone number (spaces ignored) is sent to the platform; other texts are not", async () => {
    const f = start();
    await f.open();
    await f.search("22 11 01 01");
    expect(selectAppliedPhone(f.snap())).toBe("22110101");
    expect(f.queries.at(-1)).toEqual({ type: "history.query", ...YESTERDAY, customerPhone: "22110101" });
    await f.search("221"); // not a possible number: the phone search ends
    expect(selectAppliedPhone(f.snap())).toBeNull();
    expect(f.queries.at(-1)).toEqual({ type: "history.query", ...YESTERDAY });
    await f.search("DK-1001-1000"); // no phone before, none now: nothing asked
    expect(f.queries).toHaveLength(3);
  });

  it("loads the phone rules once, for the first search that may be a phone; the history is asked for meanwhile and again when they come", async () => {
    const f = start();
    await f.open();
    f.actor.send({ type: "HISTORY.SEARCH_SUBMITTED", text: "DK-1001-1" }); // an order id needs no rules
    expect(f.loads).toHaveLength(0);
    f.actor.send({ type: "HISTORY.SEARCH_SUBMITTED", text: "22 11 01 01" });
    expect(f.snap().matches({ rules: "loading" })).toBe(true);
    f.actor.send({ type: "HISTORY.PRESET_SELECTED", preset: "pastWeek", now: NOW_MS });
    expect(selectAppliedPhone(f.snap())).toBeNull(); // no rules yet
    const week = presetRange("pastWeek", NOW, TIME_ZONE);
    expect(f.queries.slice(1)).toEqual([{ type: "history.query", ...week }]);
    f.loads[0]!.resolve(phoneSearch);
    await settle();
    expect(f.queries.at(-1)).toEqual({ type: "history.query", ...week, customerPhone: "22110101" });
    expect(f.persisted.at(-1)).toEqual({ preset: "pastWeek", customFrom: null, customTo: null, status: "ANY" });
    f.actor.send({ type: "HISTORY.CLOSED" });
    f.actor.send({ type: "HISTORY.OPENED", now: NOW_MS });
    await f.search("22 11 01 02");
    expect(f.loads).toHaveLength(1); // not loaded again
    expect(f.queries.at(-1)).toEqual({ type: "history.query", ...presetRange("pastWeek", NOW, TIME_ZONE), customerPhone: "22110102" });
  });

  it("without the phone rules (their load failed) the history is still asked for, no search is a phone, and the next phone search loads them again", async () => {
    const f = start();
    await f.open();
    f.actor.send({ type: "HISTORY.SEARCH_SUBMITTED", text: "22 11 01 01" });
    f.loads[0]!.reject(new Error("chunk failed"));
    await settle();
    expect(f.snap().matches({ rules: "failed" })).toBe(true);
    expect(selectAppliedPhone(f.snap())).toBeNull();
    expect(f.queries).toEqual([{ type: "history.query", ...YESTERDAY }]);
    await f.search("22 11 01 01");
    expect(f.loads).toHaveLength(2);
    expect(f.queries.at(-1)).toEqual({ type: "history.query", ...YESTERDAY, customerPhone: "22110101" });
  });

  it("keeps a search history of at most 10, newest first, without duplicates", () => {
    const f = start();
    for (let i = 0; i < 12; i++) f.actor.send({ type: "HISTORY.SEARCH_SUBMITTED", text: `DK-1001-${i}` });
    f.actor.send({ type: "HISTORY.SEARCH_SUBMITTED", text: "DK-1001-5" });
    const history = selectHistorySearchHistory(f.snap());
    expect(history).toHaveLength(10);
    expect(history[0]).toBe("DK-1001-5");
    expect(new Set(history).size).toBe(10);
  });

  it("starts from the stored filters", async () => {
    const f = start({ preset: "pastWeek", customFrom: null, customTo: null, status: "NEW" });
    await f.open();
    expect(f.queries).toEqual([{ type: "history.query", ...presetRange("pastWeek", NOW, TIME_ZONE) }]);
    expect(selectStatusFilter(f.snap())).toBe("NEW");
  });
});

describe("history filter selectors", () => {
  it("selectFilteredRows memoizes per list and filter", () => {
    const f = start();
    const rows = [makeOrder({ order_id: "DK-1001-1", status: "DELIVERED" })];
    const a = selectFilteredRows(f.snap(), rows, "DK-1001", NOW_MS);
    expect(selectFilteredRows(f.snap(), rows, "DK-1001", NOW_MS)).toBe(a);
  });
});
