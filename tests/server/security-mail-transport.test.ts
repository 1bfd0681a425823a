// Issue 8.1, the transport: mail always goes through nodemailer over SMTP. In production it goes to
// SMTP_URL (here a stand-in mail server on loopback that asks for the URL's credentials) from
// MAIL_FROM and is stored nowhere on the platform; outside production it goes to the embedded
// catcher, which only the platform can deliver to and whose mails the demo mailbox shows, decoded.
import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDeps } from "../../src/server/app";
import type { AppDeps } from "../../src/server/context";
import { readMail } from "../../src/server/mail/mime";
import { createLogger } from "../../src/server/logger";
import { createTestPlatform, PASSWORD, TEST_ENV, type TestPlatform } from "./helpers";

type Received = { from: string; to: string[]; user: string | undefined; raw: Buffer };

/** A stand-in for the production mail server: SMTP on loopback, AUTH required, keeps what it gets. */
async function startMailServer(user: string, pass: string) {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    disableReverseLookup: true,
    closeTimeout: 500,
    onAuth(login, _session, callback) {
      const ok = login.username === user && login.password === pass;
      callback(ok ? null : new Error("bad credentials"), ok ? { user: login.username } : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let p: TestPlatform;
let mailServer: Awaited<ReturnType<typeof startMailServer>>;
let prd: TestPlatform;
let dev: AppDeps;
beforeAll(async () => {
  p = await createTestPlatform();
  mailServer = await startMailServer("mailer", "s3cret-pass");
  prd = await createTestPlatform(
    {
      ...TEST_ENV,
      APP_ENV: "prd",
      ADMIN_KEY: "a-production-admin-key-0123456789",
      SMTP_URL: `smtp://mailer:s3cret-pass@127.0.0.1:${mailServer.port}`,
      MAIL_FROM: "Rider portal <no-reply@portal.example>",
      PUBLIC_URL: "https://portal.example",
    },
    { database: p.database, clock: p.clock },
  );
  dev = createDeps({ db: p.database, env: TEST_ENV, now: p.clock.now, logger: createLogger("silent") });
});
afterAll(async () => {
  await dev?.mailer.close();
  await mailServer?.close();
  await p?.close();
});

describe("production: mail goes out through SMTP_URL", () => {
  it("delivers the reset code to the SMTP server, authenticated, from MAIL_FROM, and keeps no copy", async () => {
    const before = mailServer.received.length;
    expect((await prd.call("/identity/v1/forgot-password", { body: { email: "outlet@demo.dk" } })).status).toBe(202);
    const sent = mailServer.received.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ from: "no-reply@portal.example", to: ["outlet@demo.dk"], user: "mailer" });
    const mail = readMail(sent[0].raw);
    expect(mail.subject).toBe("Your password reset code");
    expect(mail.text).toMatch(/verification code is \d{6}\b/);
    // Nothing on the platform holds the code: the demo mailbox's table stays empty for that address.
    expect(await dev.mailbox.list("outlet@demo.dk")).toEqual([]);
  });

  it("mails the verification link of a registration with the public URL", async () => {
    const before = mailServer.received.length;
    const res = await prd.call("/identity/v1/register", {
      body: {
        email: "prd-shop@demo.dk",
        business_name: "Prd Shop ApS",
        vendor_name: "Prd Shop",
        mobile_number: "+45 20 30 40 51",
        password: PASSWORD,
        password_confirmation: PASSWORD,
        terms_accepted: true,
      },
    });
    expect(res.status).toBe(201);
    const [sent] = mailServer.received.slice(before);
    expect(sent.to).toEqual(["prd-shop@demo.dk"]);
    expect(readMail(sent.raw).text).toMatch(/https:\/\/portal\.example\/identity\/v1\/verify\?token=\S+/);
  });
});

describe("outside production: the embedded SMTP catcher", () => {
  it("listens on loopback, an ephemeral port, and refuses mail from anyone without its credentials", async () => {
    const route = await dev.mailer.ready();
    expect(route).toMatchObject({ kind: "catcher", host: "127.0.0.1" });
    if (route.kind !== "catcher") return;
    expect(route.port).toBeGreaterThan(0);
    const intruder = nodemailer.createTransport({ host: route.host, port: route.port, secure: false, ignoreTLS: true });
    await expect(
      intruder.sendMail({ from: "x@evil.example", to: "owner@demo.dk", subject: "Reset here", text: "http://evil.example/identity/v1/verify?token=x" }),
    ).rejects.toThrow(/auth/i);
    const guessing = nodemailer.createTransport({ host: route.host, port: route.port, secure: false, ignoreTLS: true, auth: { user: "platform", pass: "guess" } });
    await expect(guessing.sendMail({ from: "x@evil.example", to: "owner@demo.dk", subject: "Hi", text: "Hi" })).rejects.toThrow();
    expect(await dev.mailbox.list("owner@demo.dk")).toEqual([]);
  });

  it("stores what it received per lower-cased recipient, decoded (non-ASCII subject and bodies), with the code found in it", async () => {
    const text = `Hej Søren Ærø! Your verification code is 042917. ${"Lang linje med æøå og ÆØÅ – ".repeat(8)}\n`;
    await dev.mailer.send({ to: "Soren@Demo.dk", subject: "Nulstil adgangskode – Nørrebro Pizza 🍕", text, html: "<p>Kode: <strong>042917</strong> · æøå</p>" });
    const [mail] = await dev.mailbox.list("soren@demo.dk");
    expect(mail).toMatchObject({ to: "soren@demo.dk", subject: "Nulstil adgangskode – Nørrebro Pizza 🍕", text, html: "<p>Kode: <strong>042917</strong> · æøå</p>", code: "042917" });
    expect(mail.link).toBeUndefined();
  });
});
