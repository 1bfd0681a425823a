// Every mail the platform sends goes through nodemailer over SMTP: to SMTP_URL when it is set (always
// in production), otherwise to the embedded catcher (catcher.ts), which stores it for the demo
// mailbox. So the demo exercises the same transport as production, and production has no path
// that writes reset codes anywhere but the recipient's mail server.
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "../logger";
import type { ServerSettings } from "../settings";
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from "./catcher";

export type OutgoingMail = { to: string; subject: string; text: string; html: string };

/** Where mail goes, for the startup log (never the SMTP credentials). */
export type MailRoute = { kind: "smtp"; host: string; port: number | null } | { kind: "catcher"; host: string; port: number };

export type MailerOptions = {
  settings: Pick<ServerSettings, "smtpUrl" | "mailFrom" | "production">;
  logger: Logger;
  /** Receives what the embedded catcher caught (the demo mailbox). */
  onCaught: (mail: CaughtMail) => Promise<void>;
};

type Route = { transport: Transporter; info: MailRoute; catcher?: SmtpCatcher };

export class Mailer {
  private route: Promise<Route> | null = null;

  constructor(private readonly options: MailerOptions) {}

  private async open(): Promise<Route> {
    const { settings, logger, onCaught } = this.options;
    if (settings.smtpUrl) {
      const url = new URL(settings.smtpUrl);
      const info: MailRoute = { kind: "smtp", host: url.hostname, port: url.port ? Number(url.port) : null };
      return { transport: nodemailer.createTransport(settings.smtpUrl), info };
    }
    if (settings.production) throw new Error("no mail transport: SMTP_URL is not set");
    const catcher = await startSmtpCatcher(onCaught, logger);
    const transport = nodemailer.createTransport({
      host: catcher.host,
      port: catcher.port,
      secure: false,
      ignoreTLS: true,
      auth: catcher.auth,
    });
    return { transport, catcher, info: { kind: "catcher", host: catcher.host, port: catcher.port } };
  }

  /** The route, opened once; a failed opening is retried by the next caller. */
  private opened(): Promise<Route> {
    if (!this.route) {
      const opening = this.open();
      this.route = opening;
      opening.catch(() => {
        if (this.route === opening) this.route = null;
      });
    }
    return this.route;
  }

  /** Opens the transport (starting the catcher when there is no SMTP_URL) and says where mail goes. */
  async ready(): Promise<MailRoute> {
    return (await this.opened()).info;
  }

  /** Resolves once the SMTP server has accepted the mail (for the catcher: once it is in the mailbox). */
  async send(mail: OutgoingMail): Promise<void> {
    const route = await this.opened();
    await route.transport.sendMail({ from: this.options.settings.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }

  async close(): Promise<void> {
    const route = this.route;
    this.route = null;
    if (!route) return;
    const opened = await route.catch(() => null);
    opened?.transport.close();
    await opened?.catcher?.close();
  }
}
