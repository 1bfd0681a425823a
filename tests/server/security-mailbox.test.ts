// Issue 8.1, the account takeover through the demo mailbox: forgot-password for someone else, read
// their reset code from GET /identity/v1/mailbox, reset-password. The mailbox now never lists every
// mail (an address is required), answers only callers on this machine (whatever TRUST_PROXY and
// X-Forwarded-For say) unless MAILBOX=open, and does not exist at all in production.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MailboxAnswerSchema } from "../../src/domain/contract";
import { createTestPlatform, TEST_ENV, type TestPlatform } from "./helpers";
import { requestFrom, type SocketPlatform, startSocketPlatform } from "./security-support";

const ATTACKER_IP = "203.0.113.9";
const PRODUCTION = { APP_ENV: "prd", ADMIN_KEY: "a-production-admin-key-0123456789", SMTP_URL: "smtp://mailer:secret@127.0.0.1:9", MAIL_FROM: "Portal <no-reply@example.com>" };

let p: TestPlatform;
let socket: SocketPlatform;
beforeAll(async () => {
  p = await createTestPlatform();
  socket = await startSocketPlatform(p);
  // The victim's reset code is in the mailbox, as after the attacker's forgot-password.
  expect((await p.call("/identity/v1/forgot-password", { body: { email: "owner@demo.dk" } })).status).toBe(202);
});
afterAll(async () => {
  await socket?.close();
  await p?.close();
});

const mailsIn = async (res: Response) => v.parse(MailboxAnswerSchema, await res.json()).mails;

describe("the demo mailbox lists one named address only", () => {
  it("refuses to list every mail: no address is a 400, for the JSON and the page alike", async () => {
    const res = await p.call("/identity/v1/mailbox");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).not.toMatch(/\d{6}/);
    const page = await p.call("/mailbox");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('name="email"');
    expect(html).not.toContain("owner@demo.dk");
    expect(html).not.toContain("Reset code");
    expect(html).not.toContain("Show all");

    // Named, it answers that address's mails and nobody else's.
    const mails = await mailsIn(await p.call("/identity/v1/mailbox?email=owner@demo.dk"));
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.every((m) => m.to === "owner@demo.dk")).toBe(true);
    expect(mails[0].code).toMatch(/^\d{6}$/);
    expect(await mailsIn(await p.call("/identity/v1/mailbox?email=outlet@demo.dk"))).toEqual([]);
  });
});

describe("the demo mailbox answers callers on this machine only", () => {
  it("answers a loopback caller over a real socket and refuses one from another machine: no reset code to read", async () => {
    const local = await fetch(`${socket.base}/identity/v1/mailbox?email=owner@demo.dk`);
    expect(local.status).toBe(200);
    expect((await mailsIn(local))[0].code).toMatch(/^\d{6}$/);
    expect((await fetch(`${socket.base}/mailbox?email=owner@demo.dk`)).status).toBe(200);

    const res = await requestFrom(p, ATTACKER_IP, "/identity/v1/mailbox?email=owner@demo.dk");
    expect(res.status).toBe(403);
    expect(await res.text()).not.toMatch(/\d{6}/);
    const page = await requestFrom(p, ATTACKER_IP, "/mailbox?email=owner@demo.dk");
    expect(page.status).toBe(403);
    expect(await page.text()).not.toContain("Reset code");
    expect((await requestFrom(p, "::ffff:10.0.0.5", "/identity/v1/mailbox?email=owner@demo.dk")).status).toBe(403);
  });

  it("a spoofed X-Forwarded-For does not make a remote caller local, with or without TRUST_PROXY", async () => {
    const trusting = await createTestPlatform({ ...TEST_ENV, TRUST_PROXY: "1" }, { database: p.database, clock: p.clock });
    for (const platform of [p, trusting]) {
      for (const xff of ["127.0.0.1", "::1", `127.0.0.1, 127.0.0.1`]) {
        const res = await requestFrom(platform, ATTACKER_IP, "/identity/v1/mailbox?email=owner@demo.dk", { headers: { "x-forwarded-for": xff } });
        expect(res.status, xff).toBe(403);
      }
    }
  });

  it("a request a proxy on this machine forwarded for someone else is not local", async () => {
    const forwardings: Record<string, string>[] = [{ "x-forwarded-for": ATTACKER_IP }, { "x-forwarded-for": `127.0.0.1, ${ATTACKER_IP}` }, { "x-real-ip": ATTACKER_IP }, { forwarded: `for=${ATTACKER_IP}` }];
    for (const headers of forwardings) {
      const res = await fetch(`${socket.base}/identity/v1/mailbox?email=owner@demo.dk`, { headers });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
  });

  it("MAILBOX=open shares it with other machines, still one address at a time", async () => {
    const open = await createTestPlatform({ ...TEST_ENV, MAILBOX: "open" }, { database: p.database, clock: p.clock });
    expect((await requestFrom(open, ATTACKER_IP, "/identity/v1/mailbox?email=owner@demo.dk")).status).toBe(200);
    expect((await requestFrom(open, ATTACKER_IP, "/identity/v1/mailbox")).status).toBe(400);
  });
});

describe("the demo mailbox does not exist where it is off", () => {
  it("production mounts no mailbox, even with MAILBOX=open, and nor does MAILBOX=off: 404 for the JSON and the page", async () => {
    for (const env of [PRODUCTION, { ...PRODUCTION, MAILBOX: "open" }, { MAILBOX: "off" }]) {
      const prd = await createTestPlatform({ ...TEST_ENV, ...env }, { database: p.database, clock: p.clock });
      expect((await prd.call("/identity/v1/mailbox?email=owner@demo.dk")).status).toBe(404);
      const page = await prd.call("/mailbox?email=owner@demo.dk");
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain("Reset code");
    }
  });
});
