// Model of the history filters for generated paths: fixed time (events carry `now`), every preset,
// custom days that are fine, reversed and too long, a status, and searches that are a possible
// Danish phone, another phone and an order id; the phone rules load (the real rules module) or fail,
// for a search that may be a phone, never before the first query.
import { historyFiltersMachine } from "@machines/history-filters/history-filters.machine";
import { DEFAULT_HISTORY_FILTERS } from "@domain/history/filters";
import * as phoneSearch from "@domain/history/phone-search";
import { NOW } from "../../domain/orders/fixtures";
import type { ModelOptions } from "../../support/model-paths";

export const NOW_MS = NOW * 1000;
export const TIME_ZONE = "Europe/Copenhagen";
export const INPUT = { timeZone: TIME_ZONE, country: "DK", stored: DEFAULT_HISTORY_FILTERS };

export const historyFiltersModel: ModelOptions = {
  input: INPUT,
  events: [
    { type: "HISTORY.OPENED", now: NOW_MS },
    { type: "HISTORY.CLOSED" },
    { type: "HISTORY.PRESET_SELECTED", preset: "pastWeek", now: NOW_MS },
    { type: "HISTORY.PRESET_SELECTED", preset: "custom", now: NOW_MS },
    { type: "HISTORY.CUSTOM_RANGE_SET", from: "2026-02-01", to: "2026-02-10" },
    { type: "HISTORY.CUSTOM_RANGE_SET", from: "2026-02-10", to: "2026-02-01" },
    { type: "HISTORY.CUSTOM_RANGE_SET", from: "2025-01-01", to: "2026-02-01" },
    { type: "HISTORY.STATUS_SELECTED", status: "DELIVERED" },
    { type: "HISTORY.SEARCH_SUBMITTED", text: "+45 22 11 01 01" },
    { type: "HISTORY.SEARCH_SUBMITTED", text: "DK-1001-100" },
    { type: "xstate.done.actor.loadPhoneRules", output: phoneSearch },
    { type: "xstate.error.actor.loadPhoneRules", error: new Error("chunk failed") },
  ],
};

export { historyFiltersMachine };
