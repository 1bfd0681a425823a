// Identity in-process: every login error, the login rate limit, registration by vendor code and by
// business name with every registration error, the 24 h verification link on an injected clock,
// forgot → code in the mailbox → reset, rotating refresh tokens with reuse detection, logout,
// guest and GODROID tokens.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GuestTokenAnswerSchema,
  LoginAnswerSchema,
  type Mail,
  MailboxAnswerSchema,
  PlatformTokenPayloadSchema,
  VendorsAnswerSchema,
} from "../../src/domain/contract";
import { createTestPlatform, decodeJwtPayload, PASSWORD, refreshCookieOf, START, type TestPlatform } from "./helpers";

let p: TestPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
});
afterAll(async () => {
  await p?.close();
});

const HOUR = 3600_000;
const NEW_PASSWORD = "Nyt-Kodeord-77!";

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: "new@demo.dk",
  business_name: "Ny Forretning ApS",
  vendor_name: "Ny Forretning",
  mobile_number: "+45 20 30 40 50",
  password: PASSWORD,
  password_confirmation: PASSWORD,
  terms_accepted: true,
  ...overrides,
});

const register = (body: Record<string, unknown>) => p.call("/identity/v1/register", { body });
const mailsTo = async (email: string): Promise<Mail[]> =>
  v.parse(MailboxAnswerSchema, await (await p.call(`/identity/v1/mailbox?email=${encodeURIComponent(email)}`)).json()).mails;
const expectError = async (res: Response, status: number, message: string, key: string) => {
  expect(res.status).toBe(status);
  const body = await p.json<{ message: string; translation_key: string }>(res);
  expect(body.message).toBe(message);
  expect(body.translation_key).toBe(key);
  return body;
};

describe("login", () => {
  it("answers the tokens, Expires in unix seconds and the HttpOnly refresh cookie", async () => {
    const res = await p.call("/identity/v1/login", { body: { email: "Owner@Demo.dk ", password: PASSWORD } });
    expect(res.status).toBe(200);
    const answer = v.parse(LoginAnswerSchema, await res.json());
    expect(answer.user.email).toBe("owner@demo.dk");
    expect(answer.meta.Expires).toBe(Math.floor(p.clock.now() / 1000) + 3600);
    expect(answer.meta.RefreshToken.length).toBeGreaterThan(30);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toContain(`rrp_refresh=${answer.meta.RefreshToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/identity\/v1/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const access = decodeJwtPayload(answer.meta.AccessToken);
    expect(access).toMatchObject({ sub: answer.user.id, email: "owner@demo.dk", aud: "rrp-api", iss: "rrp-identity" });
  });

  it("takes the access token lifetime from ACCESS_TOKEN_TTL", async () => {
    const short = await createTestPlatform({ ACCESS_TOKEN_TTL: "120" }, { database: p.database, clock: p.clock });
    const answer = await short.login("outlet@demo.dk");
    expect(answer.meta.Expires).toBe(Math.floor(p.clock.now() / 1000) + 120);
  });

  it("says user not found", async () => {
    await expectError(
      await p.call("/identity/v1/login", { body: { email: "nobody@demo.dk", password: PASSWORD } }),
      401,
      "Failed to login: user not found",
      "auth.Failed to login: user not found",
    );
  });

  it("says invalid password", async () => {
    await expectError(
      await p.call("/identity/v1/login", { body: { email: "outlet@demo.dk", password: "Wrong-Password-1!" } }),
      401,
      "Failed to login: invalid password",
      "auth.Failed to login: invalid password",
    );
  });

  it("says invalid parameter for a missing field, a wrong type and malformed JSON", async () => {
    for (const init of [{ body: { email: "outlet@demo.dk" } }, { body: { email: 1, password: true } }, { raw: "{nope" }, { body: [] }]) {
      const body = await expectError(
        await p.call("/identity/v1/login", init),
        400,
        "Failed to login: invalid parameter",
        "auth.Failed to login: invalid parameter",
      );
      expect(Array.isArray((body as { issues?: unknown }).issues)).toBe(true);
    }
  });

  it("says user not confirmed until the e-mail is verified", async () => {
    expect((await register(registration({ email: "unconfirmed@demo.dk" }))).status).toBe(201);
    await expectError(
      await p.call("/identity/v1/login", { body: { email: "unconfirmed@demo.dk", password: PASSWORD } }),
      401,
      "Failed to login: user not confirmed",
      "auth.Failed to login: user not confirmed",
    );
  });

  it("refuses every attempt after 10 failures per e-mail and IP within 5 minutes", async () => {
    for (let i = 0; i < 10; i++) {
      const res = await p.call("/identity/v1/login", { body: { email: "other@demo.dk", password: `Wrong-${i}-Pass!` } });
      expect(res.status).toBe(401);
    }
    await expectError(
      await p.call("/identity/v1/login", { body: { email: "other@demo.dk", password: PASSWORD } }),
      429,
      "Failed to login: too many requests",
      "auth.Failed to login: too many requests",
    );
    // Other e-mails are not affected.
    expect((await p.call("/identity/v1/login", { body: { email: "outlet@demo.dk", password: PASSWORD } })).status).toBe(200);
    p.clock.advance(5 * 60_000 + 1000);
    expect((await p.call("/identity/v1/login", { body: { email: "other@demo.dk", password: PASSWORD } })).status).toBe(200);
  });
});

describe("registration", () => {
  it("by vendor code links the user to the existing vendor, after the verification link", async () => {
    const res = await register(registration({ email: "baker@demo.dk", vendor_name: undefined, vendor_code: "dk-4001" }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: "registration.success" });
    const [mail] = await mailsTo("baker@demo.dk");
    expect(mail.subject).toMatch(/verify/i);
    expect(mail.link).toMatch(/^\/identity\/v1\/verify\?token=/);
    expect(mail.text).toContain(`http://localhost${mail.link}`);

    const verify = await p.call(mail.link!);
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/connect?verified=1");

    const session = await p.login("baker@demo.dk");
    const vendors = v.parse(VendorsAnswerSchema, await (await p.call("/orders/api/v1/vendors", { headers: p.bearer(session) })).json());
    expect(vendors.result.vendors.map((x) => x.vendor_id)).toEqual(["DK-4001"]);
    expect(vendors.result.vendors[0].is_registered).toBe(true);
    expect(vendors.result.vendors[0].vendor_information.owners).toContain("baker@demo.dk");
  });

  it("by business name creates a new single-outlet vendor owned by the user", async () => {
    expect((await register(registration({ email: "florist@demo.dk", vendor_name: "Blomster på Bryggen" }))).status).toBe(201);
    const [mail] = await mailsTo("florist@demo.dk");
    expect((await p.call(mail.link!)).headers.get("location")).toBe("/connect?verified=1");
    const session = await p.login("florist@demo.dk");
    const { result } = v.parse(VendorsAnswerSchema, await (await p.call("/orders/api/v1/vendors", { headers: p.bearer(session) })).json());
    expect(result.vendors).toHaveLength(1);
    const [vendor] = result.vendors;
    expect(vendor.vendor_id).toMatch(/^DK-5\d{3}$/);
    expect(vendor).toMatchObject({ is_parent: false, parent_vendor_id: null, is_registered: true });
    expect(vendor.vendor_information).toMatchObject({ name: "Blomster på Bryggen", currency: "DKK", owners: ["florist@demo.dk"] });
    expect(vendor.vendor_information.location).toMatchObject({ country_code: "DK", latitude: null, longitude: null });
  });

  const cases: [string, Record<string, unknown>, number, string, string][] = [
    ["an unknown vendor code", { vendor_name: undefined, vendor_code: "DK-9999" }, 400, "registration.error.vendor-missing", "Please verify if the vendor code is correct"],
    ["a malformed e-mail", { email: "not-an-email" }, 400, "registration.error.wrong-email", "The email is incorrect"],
    ["a vendor owned by another account", { vendor_name: undefined, vendor_code: "DK-2001" }, 409, "registration.error.already-linked-outlet", "This outlet is already linked to another account"],
    ["an outlet whose parent is owned by another account", { vendor_name: undefined, vendor_code: "NPG-1001" }, 409, "registration.error.already-linked-outlet", "This outlet is already linked to another account"],
    ["a registered e-mail", { email: "OWNER@demo.dk" }, 409, "registration.error.email-registered", "This email is already registered"],
    ["a password breaking the rules", { password: "password", password_confirmation: "password" }, 400, "registration.error.password-rules", "The password needs at least 8 characters, 1 letter, 1 number, 1 uppercase, 1 lowercase and 1 special character (!@#$%^&*)"],
    ["a password without a special character", { password: "Password123", password_confirmation: "Password123" }, 400, "registration.error.password-rules", "The password needs at least 8 characters, 1 letter, 1 number, 1 uppercase, 1 lowercase and 1 special character (!@#$%^&*)"],
    ["different password entries", { password_confirmation: "Rider-Demo-2027!" }, 400, "registration.error.password-mismatch", "The passwords do not match"],
    ["both vendor code and vendor name", { vendor_code: "DK-4001" }, 400, "registration.error.generic", "We were unable to create an account."],
    ["neither vendor code nor vendor name", { vendor_name: undefined }, 400, "registration.error.generic", "We were unable to create an account."],
    ["terms not accepted", { terms_accepted: false }, 400, "registration.error.generic", "We were unable to create an account."],
    ["a missing business name", { business_name: "  " }, 400, "registration.error.generic", "We were unable to create an account."],
  ];
  it.each(cases)("refuses %s", async (_name, overrides, status, key, message) => {
    await expectError(await register(registration({ email: "case@demo.dk", ...overrides })), status, message, key);
  });

  it("refuses malformed JSON with the generic registration error", async () => {
    await expectError(await p.call("/identity/v1/register", { raw: "{\"email\":" }), 400, "We were unable to create an account.", "registration.error.generic");
  });

  it("sent no mail and created no account for refused registrations", async () => {
    expect(await mailsTo("case@demo.dk")).toEqual([]);
    expect((await p.call("/identity/v1/login", { body: { email: "case@demo.dk", password: PASSWORD } })).status).toBe(401);
  });
});

describe("verification link", () => {
  it("is valid just under 24 hours", async () => {
    await register(registration({ email: "late@demo.dk" }));
    const [mail] = await mailsTo("late@demo.dk");
    p.clock.advance(24 * HOUR - 60_000);
    expect((await p.call(mail.link!)).headers.get("location")).toBe("/connect?verified=1");
    // Opening it again still says verified.
    expect((await p.call(mail.link!)).headers.get("location")).toBe("/connect?verified=1");
  });

  it("has expired after 24 hours and the account stays unconfirmed", async () => {
    await register(registration({ email: "expired@demo.dk" }));
    const [mail] = await mailsTo("expired@demo.dk");
    p.clock.advance(24 * HOUR + 1000);
    const res = await p.call(mail.link!);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/connect?verified=expired");
    expect((await p.call("/identity/v1/login", { body: { email: "expired@demo.dk", password: PASSWORD } })).status).toBe(401);
  });

  it("is invalid when unknown or missing", async () => {
    expect((await p.call("/identity/v1/verify?token=made-up")).headers.get("location")).toBe("/connect?verified=invalid");
    expect((await p.call("/identity/v1/verify")).headers.get("location")).toBe("/connect?verified=invalid");
  });
});

describe("forgot and reset password", () => {
  const forgot = (email: string) => p.call("/identity/v1/forgot-password", { body: { email } });
  const reset = (body: Record<string, unknown>) =>
    p.call("/identity/v1/reset-password", { body: { email: "other@demo.dk", password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...body } });

  it("answers 202 the same way for known and unknown e-mails, mailing a code only to known ones", async () => {
    const known = await forgot("other@demo.dk");
    const unknown = await forgot("ghost@demo.dk");
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    expect(await mailsTo("ghost@demo.dk")).toEqual([]);
    const [mail] = await mailsTo("other@demo.dk");
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(mail.code);
  });

  it("refuses a wrong code, a malformed code, broken rules and a mismatch with their keys", async () => {
    const [mail] = await mailsTo("other@demo.dk");
    const wrong = mail.code === "000000" ? "111111" : "000000";
    await expectError(await reset({ code: wrong }), 400, "The verification code is not valid", "password-reset.error.code-invalid");
    await expectError(await reset({ code: "12ab" }), 400, "The verification code is not valid", "password-reset.error.code-invalid");
    await expectError(
      await reset({ code: mail.code, password: "short", password_confirmation: "short" }),
      400,
      "The password needs at least 8 characters, 1 letter, 1 number, 1 uppercase, 1 lowercase and 1 special character (!@#$%^&*)",
      "password-reset.error.password-rules",
    );
    await expectError(await reset({ code: mail.code, password_confirmation: "Other-Pass-1!" }), 400, "The passwords do not match", "password-reset.error.password-mismatch");
    await expectError(await reset({ email: "ghost@demo.dk", code: mail.code }), 400, "The verification code is not valid", "password-reset.error.code-invalid");
  });

  it("resets with the mailed code, ends the old sessions, and the new password signs in", async () => {
    const before = await p.login("other@demo.dk");
    const [mail] = await mailsTo("other@demo.dk");
    const res = await reset({ code: mail.code });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: "password-reset.success" });
    await expectError(
      await p.call("/identity/v1/login", { body: { email: "other@demo.dk", password: PASSWORD } }),
      401,
      "Failed to login: invalid password",
      "auth.Failed to login: invalid password",
    );
    expect((await p.login("other@demo.dk", NEW_PASSWORD)).user.email).toBe("other@demo.dk");
    expect((await p.call("/identity/v1/refresh", { method: "POST", headers: { cookie: before.cookie } })).status).toBe(401);
    // The code works once.
    await expectError(await reset({ code: mail.code }), 400, "The verification code is not valid", "password-reset.error.code-invalid");
  });

  it("expires a code after 1 hour and retires it after 5 wrong attempts", async () => {
    await forgot("outlet@demo.dk");
    const [first] = await mailsTo("outlet@demo.dk");
    p.clock.advance(HOUR + 1000);
    const body = { email: "outlet@demo.dk", code: first.code };
    await expectError(await reset(body), 400, "The verification code is not valid", "password-reset.error.code-invalid");

    await forgot("outlet@demo.dk");
    const [second] = await mailsTo("outlet@demo.dk");
    const wrong = second.code === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++) await reset({ email: "outlet@demo.dk", code: wrong });
    await expectError(await reset({ email: "outlet@demo.dk", code: second.code }), 400, "The verification code is not valid", "password-reset.error.code-invalid");
    expect((await p.login("outlet@demo.dk")).user.email).toBe("outlet@demo.dk");
  });
});

describe("refresh and logout", () => {
  const refresh = (cookie?: string, body?: unknown) =>
    p.call("/identity/v1/refresh", { method: "POST", headers: cookie ? { cookie } : {}, body });

  it("rotates the refresh token and detects the reuse of a revoked one", async () => {
    const first = await p.login("owner@demo.dk");
    p.clock.advance(60_000);
    const res = await refresh(first.cookie);
    expect(res.status).toBe(200);
    const second = v.parse(LoginAnswerSchema, await res.json());
    const secondCookie = refreshCookieOf(res);
    expect(secondCookie).toBe(`rrp_refresh=${second.meta.RefreshToken}`);
    expect(second.meta.RefreshToken).not.toBe(first.meta.RefreshToken);
    expect(second.meta.AccessToken).not.toBe(first.meta.AccessToken);
    expect(second.meta.Expires).toBe(Math.floor(p.clock.now() / 1000) + 3600);
    expect(second.user).toEqual(first.user);

    // Reusing the first (revoked) token fails and revokes the family, so the second dies too.
    await expectError(await refresh(first.cookie), 401, "Failed to login: invalid parameter", "auth.Failed to login: invalid parameter");
    expect((await refresh(secondCookie)).status).toBe(401);
  });

  it("accepts the refresh token in the body and refuses missing, unknown and expired ones", async () => {
    const s = await p.login("owner@demo.dk");
    expect((await refresh(undefined, { refresh_token: s.meta.RefreshToken })).status).toBe(200);
    await expectError(await refresh(), 401, "Failed to login: invalid parameter", "auth.Failed to login: invalid parameter");
    expect((await refresh("rrp_refresh=unknown")).status).toBe(401);
    const old = await p.login("owner@demo.dk");
    p.clock.advance(31 * 24 * HOUR);
    expect((await refresh(old.cookie)).status).toBe(401);
  });

  it("logout answers 204, clears the cookie and revokes the refresh token", async () => {
    const s = await p.login("owner@demo.dk");
    const res = await p.call("/identity/v1/logout", { method: "POST", headers: { cookie: s.cookie } });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/rrp_refresh=;.*Max-Age=0/i);
    expect((await refresh(s.cookie)).status).toBe(401);
    // Logging out without a session is harmless.
    expect((await p.call("/identity/v1/logout", { method: "POST" })).status).toBe(204);
  });

  it("an access token stops working when it expires", async () => {
    const s = await p.login("owner@demo.dk");
    expect((await p.call("/orders/api/v1/vendors", { headers: p.bearer(s) })).status).toBe(200);
    p.clock.advance(3601_000);
    expect((await p.call("/orders/api/v1/vendors", { headers: p.bearer(s) })).status).toBe(401);
  });
});

describe("guest and external-platform tokens", () => {
  it("a guest token reads country parameters but no vendor", async () => {
    const res = await p.call("/identity/v1/guest", { method: "POST" });
    expect(res.status).toBe(200);
    const guest = v.parse(GuestTokenAnswerSchema, await res.json());
    expect(guest.expires).toBe(Math.floor(p.clock.now() / 1000) + 24 * 3600);
    expect(decodeJwtPayload(guest.token)).toMatchObject({ role: "guest" });
    const headers = { authorization: `Bearer ${guest.token}` };
    expect(await (await p.call("/orders/api/v1/get-country-parameter/serviceHours", { headers })).json()).toEqual({ result: "0800:2200" });
    expect(await (await p.call("/orders/api/v1/vendors", { headers })).json()).toEqual({ result: { vendors: [] } });
    expect((await p.call("/orders/api/v1/vendor/DK-1001", { headers })).status).toBe(403);
    expect((await p.call("/identity/v1/platform-token", { headers, body: { vendor_id: "DK-1001" } })).status).toBe(403);
  });

  it("an owner gets a GODROID token for an outlet; it is accepted as ExternalPlatform for that outlet only", async () => {
    const owner = await p.login("owner@demo.dk");
    const res = await p.call("/identity/v1/platform-token", { headers: p.bearer(owner), body: { vendor_id: "DK-1001" } });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const payload = v.parse(PlatformTokenPayloadSchema, decodeJwtPayload(token));
    expect(payload.platform_tokens[0].vendor_id).toBe("DK-1001");

    const headers = { authorization: `ExternalPlatform ${token}` };
    const vendors = v.parse(VendorsAnswerSchema, await (await p.call("/hurrier/api/v1/vendors", { headers })).json());
    expect(vendors.result.vendors.map((x) => x.vendor_id)).toEqual(["DK-1001"]);
    expect((await p.call("/orders/api/v1/vendor/DK-1001", { headers })).status).toBe(200);
    expect((await p.call("/orders/api/v1/vendor/DK-1002", { headers })).status).toBe(403);
    // The same JWT is not a bearer token.
    expect((await p.call("/orders/api/v1/vendors", { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
  });

  it("refuses a GODROID token for a vendor the user does not own, and without a session", async () => {
    const outlet = await p.login("outlet@demo.dk");
    expect((await p.call("/identity/v1/platform-token", { headers: p.bearer(outlet), body: { vendor_id: "DK-1001" } })).status).toBe(403);
    expect((await p.call("/identity/v1/platform-token", { headers: p.bearer(outlet), body: { vendor_id: "DK-0000" } })).status).toBe(404);
    expect((await p.call("/identity/v1/platform-token", { body: { vendor_id: "DK-2001" } })).status).toBe(401);
  });
});

describe("demo mailbox", () => {
  it("lists one address's mails newest first as JSON, and as an HTML page with clickable links", async () => {
    const mine = await mailsTo("baker@demo.dk");
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((m) => m.to === "baker@demo.dk")).toBe(true);
    expect(mine.map((m) => m.id)).toEqual([...mine.map((m) => m.id)].sort((a, b) => b - a));
    expect(Date.parse(mine[0].created_at)).toBeGreaterThan(START);
    const page = await p.call("/mailbox?email=baker@demo.dk");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<a href="\/identity\/v1\/verify\?token=[^"]+">/);
    expect(html).not.toContain("florist@demo.dk");
  });
});
