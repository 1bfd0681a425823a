import { createApiClient } from "@api/client";
import {
  fetchFallbackFlags,
  fetchManifest,
  fetchProviderFlags,
  forgotPassword,
  getAllOutletOrdersParam,
  getCountryParameter,
  getVendor,
  getVendors,
  guestToken,
  login,
  logout,
  mailbox,
  platformToken,
  refresh,
  register,
  resetPassword,
} from "@api/calls";
import { ApiError } from "@api/errors";
import { describe, expect, it } from "vitest";
import { outlet1, parent } from "../domain/vendors.fixtures";
import { type FakeStep, fakeFetch, recordingSleep } from "./fake-fetch";
import { REGISTRATION } from "./fixtures";

function setup(steps: FakeStep[], ordersService: "orders" | "hurrier" = "orders") {
  const f = fakeFetch(steps);
  const client = createApiClient({
    apiHost: "https://platform.test",
    siteHost: "https://portal.test",
    ordersService,
    getAuthorization: () => "Bearer at;it",
    fetch: f.fetch,
    sleep: recordingSleep().sleep,
  });
  return { client, calls: f.calls };
}

const loginAnswer = {
  user: { id: "u1", email: "owner@demo.dk" },
  meta: { AccessToken: "at", IdToken: "it", RefreshToken: "rt", Expires: 1_900_000_000 },
};

describe("identity calls", () => {
  it("login posts the credentials without authorization, with the cookie, and returns the answer", async () => {
    const { client, calls } = setup([{ status: 200, body: loginAnswer }]);
    const ac = new AbortController();
    await expect(login(client, { email: "owner@demo.dk", password: "pw" }, ac.signal)).resolves.toEqual(loginAnswer);
    expect(calls[0]).toMatchObject({ url: "https://platform.test/identity/v1/login", method: "POST", credentials: "include" });
    expect(calls[0].signal).toBe(ac.signal);
    expect(JSON.parse(calls[0].body!)).toEqual({ email: "owner@demo.dk", password: "pw" });
    expect(calls[0].headers.has("authorization")).toBe(false);
  });

  it("login failures carry the auth.* translation key", async () => {
    const { client } = setup([
      { status: 401, body: { message: "Failed to login: user not found", translation_key: "auth.Failed to login: user not found" } },
    ]);
    await expect(login(client, { email: "x@y.dk", password: "pw" })).rejects.toMatchObject({
      status: 401,
      translationKey: "auth.Failed to login: user not found",
    });
  });

  it("a login answer without meta is a contract error", async () => {
    const { client } = setup([{ status: 200, body: { user: loginAnswer.user } }]);
    await expect(login(client, { email: "x@y.dk", password: "pw" })).rejects.toMatchObject({ kind: "contract" });
  });

  it("refresh posts with the cookie and no body; an explicit token goes in the body", async () => {
    const { client, calls } = setup([{ status: 200, body: loginAnswer }]);
    await refresh(client, undefined);
    await refresh(client, { refreshToken: "rt" });
    expect(calls[0]).toMatchObject({ url: "https://platform.test/identity/v1/refresh", method: "POST", credentials: "include" });
    expect(calls[0].body).toBeUndefined();
    expect(JSON.parse(calls[1].body!)).toEqual({ refresh_token: "rt" });
  });

  it("logout accepts a 204 without a body", async () => {
    const { client, calls } = setup([{ status: 204 }]);
    await expect(logout(client)).resolves.toBeUndefined();
    expect(calls[0]).toMatchObject({ url: "https://platform.test/identity/v1/logout", method: "POST", credentials: "include" });
  });

  it("register posts the payload and reads registration.success; errors keep their key", async () => {
    const payload = REGISTRATION;
    const ok = setup([{ status: 201, body: { message: "registration.success" } }]);
    await expect(register(ok.client, payload)).resolves.toEqual({ message: "registration.success" });
    expect(JSON.parse(ok.calls[0].body!)).toEqual(payload);
    const bad = setup([
      { status: 409, body: { message: "This email is already registered", translation_key: "registration.error.email-registered" } },
    ]);
    const e = await register(bad.client, payload).catch((x) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toMatchObject({ status: 409, translationKey: "registration.error.email-registered" });
    expect(bad.calls).toHaveLength(1);
  });

  it("forgot and reset password", async () => {
    const { client, calls } = setup([
      { status: 202, body: { message: "password-reset.code-sent" } },
      { status: 200, body: { message: "password-reset.success" } },
    ]);
    await forgotPassword(client, { email: "owner@demo.dk" });
    await resetPassword(client, { email: "owner@demo.dk", code: "123456", password: "Aa1!aaaa", password_confirmation: "Aa1!aaaa" });
    expect(calls.map((c) => c.url)).toEqual([
      "https://platform.test/identity/v1/forgot-password",
      "https://platform.test/identity/v1/reset-password",
    ]);
  });

  it("guest token, platform token (authorized) and mailbox", async () => {
    const { client, calls } = setup([
      { status: 200, body: { token: "g", expires: 1 } },
      { status: 200, body: { token: "p" } },
      { status: 200, body: { mails: [] } },
    ]);
    await expect(guestToken(client)).resolves.toEqual({ token: "g", expires: 1 });
    await expect(platformToken(client, { vendor_id: "DK-1000" })).resolves.toEqual({ token: "p" });
    await expect(mailbox(client, { email: "a@b.dk" })).resolves.toEqual({ mails: [] });
    expect(calls[0].headers.has("authorization")).toBe(false);
    expect(calls[1].headers.get("authorization")).toBe("Bearer at;it");
    expect(calls[2]).toMatchObject({ method: "GET", url: "https://platform.test/identity/v1/mailbox?email=a@b.dk" });
  });
});

describe("orders calls", () => {
  it("getVendors unwraps result.vendors from the configured mount, authorized", async () => {
    const { client, calls } = setup([{ status: 200, body: { result: { vendors: [parent, outlet1] } } }], "hurrier");
    await expect(getVendors(client)).resolves.toEqual([parent, outlet1]);
    expect(calls[0]).toMatchObject({ url: "https://platform.test/hurrier/api/v1/vendors", method: "GET" });
    expect(calls[0].headers.get("authorization")).toBe("Bearer at;it");
    expect(calls[0].credentials).toBeUndefined();
  });

  it("a vendor list with a malformed vendor is a contract error", async () => {
    const { client } = setup([{ status: 200, body: { result: { vendors: [{ vendor_id: "x" }] } } }]);
    await expect(getVendors(client)).rejects.toMatchObject({ kind: "contract", translationKey: "error.malformed-answer" });
  });

  it("getVendor reads result and maps 403 to unable-to-fetch-vendor (not retried)", async () => {
    const { client, calls } = setup([
      { status: 200, body: { result: parent } },
      { status: 403, body: { message: "forbidden", translation_key: "unable-to-fetch-vendor" } },
    ]);
    await expect(getVendor(client, { vendorId: "DK-1000" })).resolves.toEqual(parent);
    await expect(getVendor(client, { vendorId: "DK-3001" })).rejects.toMatchObject({
      status: 403,
      translationKey: "unable-to-fetch-vendor",
    });
    expect(calls.map((c) => c.url)).toEqual([
      "https://platform.test/orders/api/v1/vendor/DK-1000",
      "https://platform.test/orders/api/v1/vendor/DK-3001",
    ]);
  });

  it("getCountryParameter returns the string result; allOutletOrders reads 'true'", async () => {
    const { client, calls } = setup([
      { status: 200, body: { result: "0800:2200" } },
      { status: 200, body: { result: "true" } },
      { status: 200, body: { result: "false" } },
    ]);
    await expect(getCountryParameter(client, "serviceHours")).resolves.toBe("0800:2200");
    await expect(getAllOutletOrdersParam(client)).resolves.toBe(true);
    await expect(getAllOutletOrdersParam(client)).resolves.toBe(false);
    expect(calls[1].url).toBe("https://platform.test/orders/api/v1/get-country-parameter/allOutletOrders");
  });
});

describe("flags and manifest", () => {
  it("provider flags come from the platform, fallback flags from the portal's files", async () => {
    const { client, calls } = setup([{ status: 200, body: { flags: { guest_checkout: true } } }]);
    await expect(fetchProviderFlags(client, "eu")).resolves.toEqual({ flags: { guest_checkout: true } });
    await expect(fetchFallbackFlags(client)).resolves.toEqual({ flags: { guest_checkout: true } });
    expect(calls.map((c) => c.url)).toEqual(["https://platform.test/flags/eu", "https://portal.test/flags-fallback.json"]);
    expect(calls.every((c) => !c.headers.has("authorization"))).toBe(true);
  });

  it("the manifest is fetched with a timestamp", async () => {
    const { client, calls } = setup([{ status: 200, body: { version: "abc", files: ["index.html"] } }]);
    await expect(fetchManifest(client, { timestamp: 1700000000000 })).resolves.toEqual({ version: "abc", files: ["index.html"] });
    await fetchManifest(client);
    expect(calls[0].url).toBe("https://portal.test/asset-manifest.json?t=1700000000000");
    expect(calls[1].url).toMatch(/^https:\/\/portal\.test\/asset-manifest\.json\?t=\d{13}$/);
  });

  it("a manifest without a version is a contract error the build check can ignore", async () => {
    const { client } = setup([{ status: 200, body: "<html>", contentType: "text/html" }]);
    await expect(fetchManifest(client)).rejects.toMatchObject({ kind: "contract" });
  });
});
