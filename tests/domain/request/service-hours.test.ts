// Service hours (core §4, §5): parsing with the spec's two messages, the three window rules, the
// inclusive ends, 0000:2359, equal halves, a failed fetch or malformed value counting as open, and
// the wall clock of Europe/Copenhagen on the days the clocks change (2026-03-29, 2026-10-25).
import { describe, expect, it } from "vitest";
import {
  checkServiceHours,
  formatMinutes,
  isOpen,
  minuteOfDayIn,
  parseServiceHours,
  SERVICE_HOURS_MESSAGES,
  serviceClosedText,
} from "../../../src/domain/request/service-hours";

const TZ = "Europe/Copenhagen";
const ms = (iso: string) => Date.parse(iso);
const hm = (h: number, m = 0) => h * 60 + m;

describe("parseServiceHours", () => {
  it.each([
    ["0800:2200", { from: hm(8), to: hm(22) }],
    ["0000:2359", { from: 0, to: hm(23, 59) }],
    ["2200:0600", { from: hm(22), to: hm(6) }],
    ["1200:1200", { from: hm(12), to: hm(12) }],
    [" 0930:1745 ", { from: hm(9, 30), to: hm(17, 45) }],
    ["0000:0001", { from: 0, to: 1 }],
  ])("%s is read", (raw, hours) => {
    expect(parseServiceHours(raw)).toEqual({ ok: true, hours });
  });

  it.each(["800:2200", "08:00-22:00", "0800-2200", "0800:22000", "", "abcd:efgh", "0800:", ":2200", "0800 : 2200", "08002200", "０８００:２２００"])(
    "%j has the format message",
    (raw) => {
      expect(parseServiceHours(raw)).toEqual({ ok: false, message: "format has to be dddd:dddd (0000:2359 for 24/24)" });
    },
  );

  it.each(["2400:0800", "0800:2400", "0800:9999", "2360:0100", "0860:2200", "0800:2299"])("%s has the range message", (raw) => {
    expect(parseServiceHours(raw)).toEqual({ ok: false, message: "service hours has to been between 0 & 2359" });
  });

  it("the two messages are the spec's", () => {
    expect(SERVICE_HOURS_MESSAGES).toEqual({
      format: "format has to be dddd:dddd (0000:2359 for 24/24)",
      range: "service hours has to been between 0 & 2359",
    });
  });
});

describe("isOpen", () => {
  const day = { from: hm(8), to: hm(22) };
  const night = { from: hm(22), to: hm(6) };
  it.each([
    ["day window, before", day, hm(7, 59), false],
    ["day window, at opening", day, hm(8), true],
    ["day window, inside", day, hm(13, 30), true],
    ["day window, at closing minute", day, hm(22), true],
    ["day window, after", day, hm(22, 1), false],
    ["day window, midnight", day, 0, false],
    ["midnight window, before", night, hm(21, 59), false],
    ["midnight window, at opening", night, hm(22), true],
    ["midnight window, 23:59", night, hm(23, 59), true],
    ["midnight window, 00:00", night, 0, true],
    ["midnight window, 05:59", night, hm(5, 59), true],
    ["midnight window, at closing", night, hm(6), true],
    ["midnight window, after closing", night, hm(6, 1), false],
    ["midnight window, noon", night, hm(12), false],
    ["0000:2359, midnight", { from: 0, to: hm(23, 59) }, 0, true],
    ["0000:2359, 23:59", { from: 0, to: hm(23, 59) }, hm(23, 59), true],
    ["0000:0001, 00:02", { from: 0, to: 1 }, 2, false],
  ])("%s", (_d, hours, minute, open) => {
    expect(isOpen(hours, minute)).toBe(open);
  });

  it.each([0, hm(3), hm(12), hm(23, 59)])("equal halves are always open (at %i)", (minute) => {
    expect(isOpen({ from: hm(12), to: hm(12) }, minute)).toBe(true);
    expect(isOpen({ from: 0, to: 0 }, minute)).toBe(true);
  });
});

describe("the wall clock of the country", () => {
  it.each([
    // winter: UTC+1
    ["2026-01-15T07:00:00Z", hm(8)],
    // summer: UTC+2
    ["2026-07-15T06:00:00Z", hm(8)],
    // spring forward on 2026-03-29: 01:59:59Z is 02:59:59+01:00 → 03:59:59+02:00 does not exist as 02:xx
    ["2026-03-29T00:59:00Z", hm(1, 59)],
    ["2026-03-29T01:00:00Z", hm(3)],
    ["2026-03-29T06:00:00Z", hm(8)],
    // fall back on 2026-10-25: 02:30 happens twice
    ["2026-10-25T00:30:00Z", hm(2, 30)],
    ["2026-10-25T01:30:00Z", hm(2, 30)],
    ["2026-10-25T07:00:00Z", hm(8)],
    // just before midnight UTC is already tomorrow in Copenhagen
    ["2026-03-02T23:30:00Z", hm(0, 30)],
  ])("%s is %i minutes after midnight in Copenhagen", (iso, minute) => {
    expect(minuteOfDayIn(ms(iso), TZ)).toBe(minute);
  });

  it("spring-forward day: 0800 opens at 06:00Z, not 07:00Z", () => {
    expect(checkServiceHours("0800:2200", ms("2026-03-29T05:59:00Z"), TZ)).toEqual({ open: false, from: "08:00", to: "22:00", time: "07:59" });
    expect(checkServiceHours("0800:2200", ms("2026-03-29T06:00:00Z"), TZ)).toEqual({ open: true, reason: "inside" });
    expect(checkServiceHours("0800:2200", ms("2026-03-29T20:01:00Z"), TZ)).toEqual({ open: false, from: "08:00", to: "22:00", time: "22:01" });
  });

  it("spring-forward day: a window inside the skipped hour never opens that night", () => {
    // 0215:0245 does not exist on 2026-03-29 in Copenhagen: 01:00Z is already 03:00.
    expect(checkServiceHours("0215:0245", ms("2026-03-29T00:59:00Z"), TZ).open).toBe(false);
    expect(checkServiceHours("0215:0245", ms("2026-03-29T01:15:00Z"), TZ).open).toBe(false);
  });

  it("fall-back day: 0800 opens at 07:00Z and the repeated hour is open twice in a 0200:0300 window", () => {
    expect(checkServiceHours("0800:2200", ms("2026-10-25T06:59:00Z"), TZ)).toEqual({ open: false, from: "08:00", to: "22:00", time: "07:59" });
    expect(checkServiceHours("0800:2200", ms("2026-10-25T07:00:00Z"), TZ).open).toBe(true);
    expect(checkServiceHours("0200:0300", ms("2026-10-25T00:30:00Z"), TZ).open).toBe(true);
    expect(checkServiceHours("0200:0300", ms("2026-10-25T01:30:00Z"), TZ).open).toBe(true);
  });

  it("a midnight-spanning window on the fall-back night", () => {
    expect(checkServiceHours("2200:0200", ms("2026-10-24T23:59:00Z"), TZ).open).toBe(true); // 01:59+02:00
    expect(checkServiceHours("2200:0200", ms("2026-10-25T00:00:00Z"), TZ).open).toBe(true); // 02:00+02:00, closing minute
    expect(checkServiceHours("2200:0200", ms("2026-10-25T00:59:00Z"), TZ).open).toBe(false); // 02:59+02:00
    expect(checkServiceHours("2200:0200", ms("2026-10-25T01:30:00Z"), TZ)).toEqual({ open: false, from: "22:00", to: "02:00", time: "02:30" });
  });
});

describe("checkServiceHours", () => {
  const noon = ms("2026-05-04T10:00:00Z"); // 12:00 in Copenhagen
  const night = ms("2026-05-04T22:30:00Z"); // 00:30 next day
  it("a failed fetch counts as open", () => {
    expect(checkServiceHours(null, noon, TZ)).toEqual({ open: true, reason: "unknown" });
  });
  it.each(["", "24/7", "0800:2500", "8:00-22:00"])("a malformed value %j counts as open", (raw) => {
    expect(checkServiceHours(raw, night, TZ)).toEqual({ open: true, reason: "unknown" });
  });
  it("equal halves are always open", () => {
    expect(checkServiceHours("0000:0000", night, TZ)).toEqual({ open: true, reason: "always" });
    expect(checkServiceHours("1530:1530", night, TZ)).toEqual({ open: true, reason: "always" });
  });
  it("0000:2359 is open all day", () => {
    for (const iso of ["2026-05-03T22:00:00Z", "2026-05-04T10:00:00Z", "2026-05-04T21:59:59Z"]) {
      expect(checkServiceHours("0000:2359", ms(iso), TZ).open).toBe(true);
    }
  });
  it("closed gives from, to and the current time as HH:MM", () => {
    expect(checkServiceHours("0800:2200", night, TZ)).toEqual({ open: false, from: "08:00", to: "22:00", time: "00:30" });
    expect(checkServiceHours("2200:0600", noon, TZ)).toEqual({ open: false, from: "22:00", to: "06:00", time: "12:00" });
    expect(checkServiceHours("0000:0001", noon, TZ)).toEqual({ open: false, from: "00:00", to: "00:01", time: "12:00" });
  });
  it("the closed message", () => {
    expect(serviceClosedText({ from: "08:00", to: "22:00", time: "00:30" })).toBe("Service hours: 08:00 to 22:00. It's 00:30");
  });
  it("formatMinutes pads", () => {
    expect(formatMinutes(0)).toBe("00:00");
    expect(formatMinutes(hm(9, 5))).toBe("09:05");
    expect(formatMinutes(hm(23, 59))).toBe("23:59");
  });
});
