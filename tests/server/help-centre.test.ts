// Issue 13: the help centre on the reference platform. The hc token is a signed-in owner's, per
// vendor; the init call verifies it (a bad, expired or revoked token is refused) and answers the URL
// of a help page that only the calling portal origin may frame; the page searches its articles in
// en and da; support requests are filed and listed with the hc token only, per vendor.
import { createApiClient } from "@api/client";
import { downloadTerms } from "@api/calls/terms";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { termsDocument } from "../../src/server/modules/legal/routes";
import { globalEntityId, helpCentreInitPayload } from "../../src/domain/help-centre";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { getJson, type Sessions, signIn } from "./request-support";

let p: TestPlatform;
let s: Sessions;
beforeAll(async () => {
  p = await createTestPlatform();
  s = await signIn(p);
});
afterAll(async () => {
  await p?.close();
});

const PORTAL = "https://portal.example.test";

async function hcToken(headers: Record<string, string>, vendorId = "DK-1001") {
  const r = await getJson(p, `/vendor/${vendorId}/hc_jwt_token`, headers);
  return { status: r.status, token: (r.body.result as { token?: string } | undefined)?.token ?? "" };
}

const userIdOf = (token: string): string => {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()).sub;
  } catch {
    return "u";
  }
};

function init(token: string, over: Record<string, unknown> = {}, locale = "en") {
  const body = {
    ...helpCentreInitPayload({
      user: { id: token ? userIdOf(token) : "u", email: "owner@demo.dk", name: "Nørrebro Pizza" },
      brand: "product",
      country: "DK",
      locale,
      appVersion: "dev",
      token,
    }),
    ...over,
  };
  return p.call("/conditions-api/v1/init", { body, headers: { origin: PORTAL } });
}

describe("hc token", () => {
  it("is given to an owner of the vendor (or of its parent) only", async () => {
    expect((await hcToken(s.owner)).status).toBe(200);
    expect((await hcToken(s.owner, "DK-1002")).status).toBe(200);
    expect((await hcToken(s.other)).status).toBe(403);
    expect((await hcToken(s.guest)).status).toBe(403);
    expect((await hcToken(s.owner, "DK-9999")).status).toBe(404);
  });
});

describe("conditions-api init", () => {
  it("sends every field the spec lists", () => {
    const body = helpCentreInitPayload({ user: { id: "u1", email: "a@b.c", name: "N" }, brand: "product", country: "DK", locale: "da-DK", appVersion: "1", token: "t" });
    expect(Object.keys(body).sort()).toEqual(
      ["app_version", "brand", "bridge", "country", "email", "global_entity_id", "guest", "locale", "name", "service_type", "user_id", "verification_token"].sort(),
    );
    expect(body).toMatchObject({ global_entity_id: globalEntityId("DK"), bridge: true, service_type: "on_demand_rider", guest: false });
    expect(globalEntityId("dk")).toBe("ODR_DK");
  });

  it("answers the URL of a help page framed only by the calling origin", async () => {
    const { token } = await hcToken(s.owner);
    const res = await init(token);
    expect(res.status).toBe(200);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/\/help-centre\/page\/[A-Za-z0-9_-]+$/);
    const page = await p.call(new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain(`frame-ancestors 'self' ${PORTAL}`);
    expect(page.headers.get("x-frame-options")).toBeNull();
    expect(page.headers.get("x-rrp-frame-ancestor")).toBeNull();
    const html = await page.text();
    expect(html).toContain(`"portalOrigin":"${PORTAL}"`);
    expect(html).toContain('data-article="vouchers"');
  });

  it("refuses a bad token, an access token and another user's id", async () => {
    expect((await init("not-a-token")).status).toBe(401);
    const { token } = await hcToken(s.owner);
    expect((await init(`${token.slice(0, -4)}AAAA`)).status).toBe(401);
    expect((await init(token, { user_id: "someone-else" })).status).toBe(401);
    // An access token is not an hc token (another audience).
    expect((await init(s.owner.authorization.slice(7))).status).toBe(401);
  });

  it("refuses a token of a session that logged out", async () => {
    const login = await p.login("outlet@demo.dk");
    const headers = p.bearer(login);
    const { token } = await hcToken(headers, "DK-2001");
    expect((await init(token)).status).toBe(200);
    await p.call("/identity/v1/logout", { method: "POST", headers: { ...headers, cookie: login.cookie } });
    expect((await init(token)).status).toBe(401);
  });
});

describe("help page", () => {
  async function pageUrl(locale: string) {
    const login = await p.login("owner@demo.dk");
    const { token } = await hcToken(p.bearer(login));
    const { url } = (await (await init(token, {}, locale)).json()) as { url: string };
    return new URL(url).pathname;
  }

  it("searches the articles in English and Danish", async () => {
    const en = await pageUrl("en");
    const hit = await (await p.call(`${en}?q=voucher`)).text();
    expect(hit).toContain('data-article="vouchers"');
    expect(hit).not.toContain('data-article="outlets"');
    const none = await (await p.call(`${en}?q=zzzz`)).text();
    expect(none).toContain("No article matches");
    const da = await pageUrl("da-DK");
    const dk = await (await p.call(`${da}?q=annuller`)).text();
    expect(dk).toContain('<html lang="da">');
    expect(dk).toContain('data-article="cancelling"');
    expect(dk).toContain("Hvordan annullerer jeg en ordre?");
  });

  it("answers 404 for an unknown session and serves its script", async () => {
    expect((await p.call("/help-centre/page/unknown-session")).status).toBe(404);
    const script = await p.call("/help-centre/bridge.js");
    expect(script.headers.get("content-type")).toContain("text/javascript");
    expect(await script.text()).toContain("event.origin !== portal");
  });
});

describe("support requests", () => {
  it("are filed and listed for the token's vendor only", async () => {
    const owner = (await hcToken(s.owner)).token;
    const other = (await hcToken(s.other, "DK-3001")).token;
    const filed = await p.call("/help-centre/api/v1/requests", {
      body: { topic: "paying", message: "Can I get an invoice?", order_id: "DK-1001-1" },
      headers: { authorization: `Bearer ${owner}` },
    });
    expect(filed.status).toBe(201);
    const mine = (await (await p.call("/help-centre/api/v1/requests", { headers: { authorization: `Bearer ${owner}` } })).json()) as { result: { message: string; vendor_id: string }[] };
    expect(mine.result.map((r) => r.message)).toContain("Can I get an invoice?");
    expect(mine.result.every((r) => r.vendor_id === "DK-1001")).toBe(true);
    const theirs = (await (await p.call("/help-centre/api/v1/requests", { headers: { authorization: `Bearer ${other}` } })).json()) as { result: unknown[] };
    expect(theirs.result).toEqual([]);
  });

  it("refuse a missing or foreign token", async () => {
    expect((await p.call("/help-centre/api/v1/requests")).status).toBe(401);
    expect((await p.call("/help-centre/api/v1/requests", { headers: s.owner })).status).toBe(401);
    expect((await p.call("/help-centre/api/v1/requests", { body: { topic: "other", message: "x" }, headers: s.owner })).status).toBe(401);
  });
});

describe("an expired hc token (last: the clock moves on)", () => {
  it("is refused by the init call", async () => {
    const { token } = await hcToken(s.owner);
    expect((await init(token)).status).toBe(200);
    p.clock.advance(3601_000);
    const expired = await init(token);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { translation_key: string }).translation_key).toBe("help-center.token-invalid");
  });
});

// The terms download (second file §7 "terms download", §8 "terms download failure"), in this file to
// share its platform: the deployment's terms as a text document to keep, without sign-in, in the
// language asked for when the deployment offers it (else its default); a malformed code is 400.
describe("GET /legal/v1/terms", () => {
  it("serves the terms in Danish or English as an attachment, without sign-in", async () => {
    const da = await p.call("/legal/v1/terms?language=da-DK");
    expect(da.status).toBe(200);
    expect(da.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(da.headers.get("content-disposition")).toBe('attachment; filename="terms-and-conditions-dk-da-DK.txt"');
    const text = await da.text();
    expect(text).toContain("vilkår og betingelser (Denmark)");
    expect(text).toContain("Gebyrer og betaling");
    const en = await p.call("/legal/v1/terms?language=en");
    expect(await en.text()).toContain("terms and conditions (Denmark)");
  });

  it("falls back to the deployment's language for one it does not offer, and refuses a malformed code", async () => {
    const other = await p.call("/legal/v1/terms?language=fr");
    expect(other.status).toBe(200);
    expect(other.headers.get("content-disposition")).not.toContain("-fr.txt");
    const bad = await p.call("/legal/v1/terms?language=%3Cscript%3E");
    expect(bad.status).toBe(400);
  });

  it("the portal's call gets the file and its name; a failure rejects (the page shows error.terms-download)", async () => {
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => p.app.request(String(input).replace("http://portal.test", ""), init)) as typeof fetch;
    const client = createApiClient({ apiHost: "http://portal.test", getAuthorization: () => null, fetch: fetchImpl, sleep: async () => {} });
    const file = await downloadTerms(client, { language: "da-DK", country: "DK" });
    expect(file.fileName).toBe("terms-and-conditions-dk-da-DK.txt");
    expect(await file.content.text()).toContain("Tjenesten");
    const failing = createApiClient({ apiHost: "http://portal.test", getAuthorization: () => null, fetch: (async () => new Response("down", { status: 503 })) as typeof fetch, sleep: async () => {} });
    await expect(downloadTerms(failing, { language: "en", country: "DK" })).rejects.toBeTruthy();
  });

  it("the document: a title, a section per heading, the privacy section", () => {
    const doc = termsDocument("RiderRequest", "Denmark", "en");
    expect(doc.split("\n")[0]).toBe("RiderRequest: terms and conditions (Denmark)");
    expect(doc).toContain("Privacy\n-------\n");
  });
});
