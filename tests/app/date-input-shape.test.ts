// The pre-order field writes dates as the language does (Intl), not as the browser's own locale.
import { describe, expect, it } from "vitest";
import { dateInputShape, fromDateFieldValue, toDateFieldValue } from "../../src/app/features/request/format";

describe("pre-order field shape", () => {
  it("follows the language's order, separators and clock", () => {
    expect(dateInputShape("da-DK")).toEqual({ fieldsOrder: ["day", "month", "year"], dateSeparator: ".", timeSeparator: ".", format: "24h" });
    expect(dateInputShape("en-DK")).toMatchObject({ fieldsOrder: ["day", "month", "year"], dateSeparator: "/", format: "24h" });
    expect(dateInputShape("en-US")).toEqual({ fieldsOrder: ["month", "day", "year"], dateSeparator: "/", timeSeparator: ":", format: "12h" });
    expect(dateInputShape("ja")).toMatchObject({ fieldsOrder: ["year", "month", "day"], dateSeparator: "/", format: "24h" });
    expect(dateInputShape("de")).toMatchObject({ fieldsOrder: ["day", "month", "year"], dateSeparator: "." });
    // Arabic: no direction marks in the separator
    expect(dateInputShape("ar-DK").dateSeparator).toBe("/");
  });

  it("converts between the form's local value and the field's", () => {
    expect(toDateFieldValue("2026-11-27T12:00")).toBe("2026-11-27 12:00:00");
    expect(toDateFieldValue("")).toBeNull();
    expect(fromDateFieldValue("2026-11-27 12:00:00")).toBe("2026-11-27T12:00");
    expect(fromDateFieldValue(null)).toBe("");
  });
});
