// Fetch windows and history presets in Europe/Copenhagen, including the days the clocks change
// (2026-03-29: 23 hours; 2026-10-25: 25 hours).
import { describe, expect, it } from "vitest";
import {
  activeWindow,
  checkCustomRange,
  customRange,
  endOfDay,
  pastPageSize,
  preorderWindow,
  presetRange,
  startOfDay,
} from "../../../src/domain/orders/windows";

const TZ = "Europe/Copenhagen";
const s = (iso: string) => Date.parse(iso) / 1000;

describe("fetch windows", () => {
  it("active: start of today in Copenhagen to now, 200 orders", () => {
    expect(activeWindow(s("2026-03-02T09:00:00Z"), TZ)).toEqual({ from: s("2026-03-01T23:00:00Z"), to: s("2026-03-02T09:00:00Z"), count: 200 });
    // 23:30 UTC is already tomorrow in Copenhagen.
    expect(activeWindow(s("2026-03-02T23:30:00Z"), TZ).from).toBe(s("2026-03-02T23:00:00Z"));
    // Summer time: UTC+2.
    expect(activeWindow(s("2026-07-01T12:00:00Z"), TZ).from).toBe(s("2026-06-30T22:00:00Z"));
  });

  it("on the spring-forward day the day starts at 00:00+01:00 and is 23 hours long", () => {
    const now = s("2026-03-29T12:00:00Z"); // 14:00+02:00
    expect(startOfDay(now, TZ)).toBe(s("2026-03-28T23:00:00Z"));
    expect(endOfDay(now, TZ) - startOfDay(now, TZ) + 1).toBe(23 * 3600);
    // Just after the change (03:00+02:00 = 01:00Z) it is still the same day.
    expect(startOfDay(s("2026-03-29T01:00:00Z"), TZ)).toBe(s("2026-03-28T23:00:00Z"));
    // The day after starts at 00:00+02:00.
    expect(startOfDay(s("2026-03-30T10:00:00Z"), TZ)).toBe(s("2026-03-29T22:00:00Z"));
  });

  it("on the fall-back day the day is 25 hours long", () => {
    const now = s("2026-10-25T12:00:00Z");
    expect(startOfDay(now, TZ)).toBe(s("2026-10-24T22:00:00Z"));
    expect(endOfDay(now, TZ) - startOfDay(now, TZ) + 1).toBe(25 * 3600);
  });

  it("pre-orders: scheduled up to now + 2 days; past pages of 30, 50 with outlets", () => {
    const now = s("2026-03-28T12:00:00Z");
    expect(preorderWindow(now, TZ)).toEqual({ from: s("2026-03-27T23:00:00Z"), to: now + 2 * 86400, count: 200, scheduled: true });
    expect(pastPageSize(false)).toBe(30);
    expect(pastPageSize(true)).toBe(50);
  });
});

describe("history presets", () => {
  it("yesterday is the whole previous day, also across the change to summer time", () => {
    expect(presetRange("yesterday", s("2026-03-30T10:00:00Z"), TZ)).toEqual({ from: s("2026-03-28T23:00:00Z"), to: s("2026-03-29T22:00:00Z") - 1 });
    expect(presetRange("yesterday", s("2026-03-02T09:00:00Z"), TZ)).toEqual({ from: s("2026-02-28T23:00:00Z"), to: s("2026-03-01T23:00:00Z") - 1 });
  });

  it("past week and past month start at midnight in Copenhagen and end now", () => {
    const now = s("2026-04-02T10:00:00Z");
    expect(presetRange("pastWeek", now, TZ)).toEqual({ from: s("2026-03-25T23:00:00Z"), to: now });
    expect(presetRange("pastMonth", now, TZ)).toEqual({ from: s("2026-03-01T23:00:00Z"), to: now });
  });

  it("custom ranges: whole days, end not before start, not too long", () => {
    const r = customRange("2026-03-29", "2026-03-29", TZ);
    expect(r).toEqual({ from: s("2026-03-28T23:00:00Z"), to: s("2026-03-29T22:00:00Z") - 1 });
    expect(checkCustomRange(r, TZ)).toBeNull();
    expect(checkCustomRange({ from: r.to, to: r.from }, TZ)).toBe("end-before-start");
    expect(checkCustomRange(customRange("2026-01-01", "2026-04-02", TZ), TZ)).toBeNull();
    expect(checkCustomRange(customRange("2026-01-01", "2026-04-03", TZ), TZ)).toBe("too-long");
  });
});
