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

describe("phone metadata (src/domain/phone-metadata.gen.ts)", () => {
  it("is the output of scripts/phone-metadata.ts for today's countries and libphonenumber-js (else run it)", async () => {
    const { readFileSync } = await import("node:fs");
    const { phoneMetadataModule } = await import("../../scripts/phone-metadata");
    expect(readFileSync(new URL("../../src/domain/phone-metadata.gen.ts", import.meta.url), "utf8")).toBe(phoneMetadataModule());
  });

  it("keeps the rules of every deployment country and reads numbers of any other", () => {
    expect(formatPhone("+97150 123 4567", "AE")).toBe("050 123 4567");
    expect(formatPhone("+6591234567", "SG")).toBe("9123 4567");
    // A country no deployment has: validated and stored in E.164, shown internationally without groups.
    expect(toE164("+44 20 7946 0958", "DK")).toBe("+442079460958");
    expect(formatPhone("+442079460958", "DK")).toBe("+44 2079460958");
    expect(toE164("+44 20 79", "DK")).toBe("+442079");
  });
});
