// The embedded SMTP catcher used outside production: a real SMTP server (smtp-server) on loopback
// and an ephemeral port that accepts the platform's own mails and hands each one, per recipient,
// to `store` (the demo mailbox). Nothing is relayed anywhere. It asks for credentials generated at
// start, so another process on the machine cannot plant mails (a phishing link, say) in the mailbox.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import type { Logger } from "../logger";
import { readMail } from "./mime";

export type CaughtMail = { to: string; subject: string; text: string; html: string };

export type SmtpCatcher = {
  host: string;
  port: number;
  auth: { user: string; pass: string };
  close(): Promise<void>;
};

/** Largest message accepted; the platform's mails are a few kilobytes. */
const MAX_MESSAGE_BYTES = 256 * 1024;
const HOST = "127.0.0.1";

export async function startSmtpCatcher(store: (mail: CaughtMail) => Promise<void>, logger: Logger): Promise<SmtpCatcher> {
  const auth = { user: "platform", pass: randomBytes(18).toString("base64url") };
  const server = new SMTPServer({
    name: "localhost",
    banner: "rider-request platform mail catcher (nothing is relayed)",
    logger: false,
    disabledCommands: ["STARTTLS"],
    // Loopback only, so plain-text AUTH never leaves the machine.
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    size: MAX_MESSAGE_BYTES,
    disableReverseLookup: true,
    maxClients: 20,
    closeTimeout: 1000,
    onAuth(login, _session, callback) {
      const ok = login.username === auth.user && login.password === auth.pass;
      callback(ok ? null : new Error("Invalid username or password"), ok ? { user: login.username } : undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error("Message too large"), { responseCode: 552 }));
          return;
        }
        const mail = readMail(Buffer.concat(chunks));
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        // Answer 250 only once the mail is stored, so a sender that awaited delivery finds it in the mailbox.
        Promise.all(recipients.map((to) => store({ to, ...mail })))
          .then(() => callback())
          .catch((err: unknown) => {
            logger.error({ err }, "mail catcher could not store a mail");
            callback(Object.assign(new Error("Could not store the message"), { responseCode: 451 }));
          });
      });
    },
  });
  server.on("error", (err) => logger.error({ err }, "mail catcher error"));
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(0, HOST, () => {
      server.server.off("error", reject);
      resolve();
    });
  });
  // A catcher started by a test's first mail must not keep the process alive.
  server.server.unref();
  const { port } = server.server.address() as AddressInfo;
  return {
    host: HOST,
    port,
    auth,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
