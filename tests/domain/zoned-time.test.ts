// src/domain/zoned-time.ts (Intl only) against the Temporal polyfill it replaced (a devDependency now,
// kept as the oracle): wall clocks of instants, instants of wall clocks around every kind of
// transition (spring-forward gaps, fall-back repeats, 30-minute DST, a skipped calendar day), and
// calendar arithmetic with Temporal's "constrain".
import { Temporal } from "@js-temporal/polyfill";
import { describe, expect, it } from "vitest";
import { addDays, addMonths, daysBetween, instantOf, parseWallClock, startOfDayMs, wallClockAt } from "../../src/domain/zoned-time";

const ZONES = ["Europe/Copenhagen", "America/New_York", "Australia/Lord_Howe", "America/St_Johns", "Asia/Kolkata", "Pacific/Apia", "UTC"];

let seed = 7;
const rnd = () => {
  seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
  return seed / 4294967296;
};

describe("zoned time with Intl", () => {
  it("gives the wall clock Temporal gives, for instants across 2010–2030", () => {
    for (const zone of ZONES) {
      for (let i = 0; i < 150; i++) {
        const ms = Math.floor(1_262_304_000_000 + rnd() * 631_152_000_000);
        const z = Temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
        expect(wallClockAt(ms, zone), `${zone} ${ms}`).toEqual({ year: z.year, month: z.month, day: z.day, hour: z.hour, minute: z.minute, second: z.second });
      }
    }
  });

  it("resolves wall clocks around transitions as Temporal's 'compatible' (gaps forward, repeats earlier)", () => {
    for (const zone of ZONES) {
      // Every 30 minutes over the days of the year's transitions (and Apia's skipped 2011-12-30).
      for (const [y, m, d] of [
        [2026, 3, 29],
        [2026, 10, 25],
        [2026, 3, 8],
        [2026, 11, 1],
        [2026, 4, 5],
        [2026, 10, 4],
        [2011, 12, 29],
        [2011, 12, 30],
        [2011, 12, 31],
      ]) {
        for (let minutes = 0; minutes < 24 * 60; minutes += 30) {
          const w = { year: y, month: m, day: d, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 };
          const expected = Temporal.PlainDateTime.from(w).toZonedDateTime(zone, { disambiguation: "compatible" }).epochMilliseconds;
          expect(instantOf(w, zone), `${zone} ${JSON.stringify(w)}`).toBe(expected);
        }
        const noon = instantOf({ year: y, month: m, day: d, hour: 12, minute: 0, second: 0 }, zone);
        expect(startOfDayMs(noon, zone), `${zone} start of ${y}-${m}-${d}`).toBe(
          Temporal.Instant.fromEpochMilliseconds(noon).toZonedDateTimeISO(zone).startOfDay().epochMilliseconds,
        );
      }
    }
  });

  it("adds days and months on calendar dates as Temporal does (the day clamped)", () => {
    for (const [y, m, d] of [
      [2026, 3, 31],
      [2024, 3, 30],
      [2026, 1, 31],
      [2026, 12, 31],
      [2026, 1, 1],
    ]) {
      const p = Temporal.PlainDate.from({ year: y, month: m, day: d });
      for (const n of [-13, -1, 1, 12]) {
        const e = p.add({ months: n });
        expect(addMonths({ year: y, month: m, day: d }, n)).toEqual({ year: e.year, month: e.month, day: e.day });
      }
      for (const n of [-400, -7, -1, 1, 31]) {
        const e = p.add({ days: n });
        expect(addDays({ year: y, month: m, day: d }, n)).toEqual({ year: e.year, month: e.month, day: e.day });
        expect(daysBetween({ year: y, month: m, day: d }, { year: e.year, month: e.month, day: e.day })).toBe(n);
      }
    }
  });

  it("reads ISO dates and times and refuses impossible ones", () => {
    expect(parseWallClock("2026-11-22T14:30")).toEqual({ year: 2026, month: 11, day: 22, hour: 14, minute: 30, second: 0 });
    expect(parseWallClock("2026-11-22")).toEqual({ year: 2026, month: 11, day: 22, hour: 0, minute: 0, second: 0 });
    expect(parseWallClock("2026-02-29T10:00")).toBeNull();
    expect(parseWallClock("2026-11-22T24:00")).toBeNull();
    expect(parseWallClock("22/11/2026")).toBeNull();
    expect(() => wallClockAt(0, "Not/AZone")).toThrow(RangeError);
  });
});
