import { decodeJwtPayload, guestTokenStatus, showsPlatformTokenError, TokenDecodeError, vendorIdFromPlatformToken } from "@domain/platform-token";
import { describe, expect, it } from "vitest";
import { fakeJwt } from "../support/jwt";

describe("platform token (GODROID)", () => {
  it("reads the vendor of the first platform token", () => {
    const t = fakeJwt({ platform_tokens: [{ vendor_id: "DK-1001", token: "x" }, { vendor_id: "DK-1002" }] });
    expect(vendorIdFromPlatformToken(t)).toBe("DK-1001");
  });
  it("accepts numeric vendor ids", () => {
    expect(vendorIdFromPlatformToken(fakeJwt({ platform_tokens: [{ vendor_id: 42 }] }))).toBe("42");
  });
  it("decodes UTF-8 payloads", () => {
    expect(decodeJwtPayload(fakeJwt({ name: "Nørrebro Pizza – Østerbro" })).name).toBe("Nørrebro Pizza – Østerbro");
  });
  it("throws on anything undecodable", () => {
    const bad = [
      "",
      "garbage",
      "a.b",
      "a..c",
      "a.!!!.c",
      `x.${Buffer.from("not json").toString("base64url")}.y`,
      `x.${Buffer.from("[1,2]").toString("base64url")}.y`,
      fakeJwt({}),
      fakeJwt({ platform_tokens: [] }),
      fakeJwt({ platform_tokens: "DK-1001" }),
      fakeJwt({ platform_tokens: [{ token: "no vendor" }] }),
      fakeJwt({ platform_tokens: [null] }),
      fakeJwt({ platform_tokens: [{ vendor_id: "" }] }),
    ];
    for (const t of bad) expect(() => vendorIdFromPlatformToken(t), t).toThrow(TokenDecodeError);
  });
});

describe("guest token status", () => {
  const now = 1_767_225_600;
  it("is valid while exp is in the future", () => {
    expect(guestTokenStatus(fakeJwt({ role: "guest", exp: now + 1 }), now)).toBe("valid");
  });
  it("is expired once exp has passed", () => {
    expect(guestTokenStatus(fakeJwt({ role: "guest", exp: now }), now)).toBe("expired");
    expect(guestTokenStatus(fakeJwt({ role: "guest", exp: now - 100 }), now)).toBe("expired");
  });
  it("is invalid when missing, undecodable or without exp", () => {
    expect(guestTokenStatus(null, now)).toBe("invalid");
    expect(guestTokenStatus("nope", now)).toBe("invalid");
    expect(guestTokenStatus(fakeJwt({ role: "guest" }), now)).toBe("invalid");
    expect(guestTokenStatus(fakeJwt({ role: "guest", exp: "tomorrow" }), now)).toBe("invalid");
  });
});

describe("the one decode failure that is shown (core §8)", () => {
  it("only a platform token whose first entry names no vendor", () => {
    const failureOf = (token: string) => {
      try {
        vendorIdFromPlatformToken(token);
        return null;
      } catch (e) {
        return e;
      }
    };
    expect(showsPlatformTokenError(failureOf(fakeJwt({ platform_tokens: [{ country: "DK" }] })))).toBe(true);
    for (const token of ["garbage", fakeJwt({ platform_tokens: [] }), fakeJwt({ sub: "x" }), "a.!!.c"]) expect(showsPlatformTokenError(failureOf(token))).toBe(false);
    expect(failureOf(fakeJwt({ platform_tokens: [{ vendor_id: "DK-1001" }] }))).toBeNull();
  });
});
