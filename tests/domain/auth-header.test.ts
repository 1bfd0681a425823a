import { authorizationHeader } from "@domain/auth-header";
import { describe, expect, it } from "vitest";

describe("authorizationHeader precedence", () => {
  const all = { platformToken: "pt", accessToken: "at", idToken: "it", guestToken: "gt" };
  it("prefers the external platform token", () => {
    expect(authorizationHeader(all)).toBe("ExternalPlatform pt");
  });
  it("then the bearer built from access token and id token", () => {
    expect(authorizationHeader({ ...all, platformToken: null })).toBe("Bearer at;it");
    expect(authorizationHeader({ ...all, platformToken: "" })).toBe("Bearer at;it");
  });
  it("uses the access token alone when there is no id token", () => {
    expect(authorizationHeader({ accessToken: "at", idToken: null, guestToken: "gt" })).toBe("Bearer at");
  });
  it("then the stored guest token", () => {
    expect(authorizationHeader({ platformToken: null, accessToken: null, idToken: "it", guestToken: "gt" })).toBe("Bearer gt");
  });
  it("is null when nothing is stored", () => {
    expect(authorizationHeader({})).toBeNull();
    expect(authorizationHeader({ platformToken: null, accessToken: "", idToken: null, guestToken: undefined })).toBeNull();
  });
});
