import { DEFAULT_FLAGS, FLAG_NAMES, isMaintenance, normalizeFlags, parseFlagsAnswer } from "@domain/flags";
import { describe, expect, it } from "vitest";

describe("flags", () => {
  it("offline defaults: maintenance off, helpcenter on, display-pickup-code off", () => {
    expect(DEFAULT_FLAGS.planned_maintenance).toBe(false);
    expect(DEFAULT_FLAGS.unplanned_maintenance).toBe(false);
    expect(DEFAULT_FLAGS.helpcenter).toBe(true);
    expect(DEFAULT_FLAGS["display-pickup-code"]).toBe(false);
    expect(Object.keys(DEFAULT_FLAGS)).toHaveLength(FLAG_NAMES.length);
  });
  it("parses {flags: {...}} answers, dropping unknown names and non-booleans", () => {
    const f = parseFlagsAnswer({ flags: { guest_checkout: true, unknown: true, helpcenter: "no" } });
    expect(f?.guest_checkout).toBe(true);
    expect(f?.helpcenter).toBe(true);
    expect(f && "unknown" in f).toBe(false);
  });
  it("rejects answers of another shape", () => {
    for (const raw of [null, undefined, "x", 1, [], {}, { flags: null }, { flags: [] }, { flags: "on" }]) expect(parseFlagsAnswer(raw)).toBeNull();
  });
  it("maintenance is either maintenance flag", () => {
    expect(isMaintenance(normalizeFlags({ planned_maintenance: true }))).toBe(true);
    expect(isMaintenance(normalizeFlags({ unplanned_maintenance: true }))).toBe(true);
    expect(isMaintenance(DEFAULT_FLAGS)).toBe(false);
  });
});
