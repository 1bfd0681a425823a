import { formatPhone, telHref, toE164 } from "@domain/phone";
import { describe, expect, it } from "vitest";

describe("phones (one rule for the portal and the platform)", () => {
  it("stores a number typed without its prefix in E.164", () => {
    expect(toE164("20304051", "DK")).toBe("+4520304051");
    expect(toE164("20 30 40 51", "DK")).toBe("+4520304051");
    expect(toE164("+45 20 30 40 51", "DK")).toBe("+4520304051");
    expect(toE164("0045 20304051", "DK")).toBe("+4520304051");
    expect(toE164("+46 70 123 45 67", "DK")).toBe("+46701234567");
    expect(toE164("0501234567", "AE")).toBe("+971501234567");
    // unreadable: kept as digits and a leading +
    expect(toE164("12", "DK")).toBe("12");
  });

  it("shows a number in its country's format, another country's internationally", () => {
    expect(formatPhone("+4520304051", "DK")).toBe("20 30 40 51");
    expect(formatPhone("20304051", "DK")).toBe("20 30 40 51");
    expect(formatPhone("+46701234567", "DK")).toBe("+46 70 123 45 67");
    expect(formatPhone("abc", "DK")).toBe("abc");
    expect(telHref("20 30 40 51", "DK")).toBe("tel:+4520304051");
  });
});
