// Demo mailbox: JSON at GET /identity/v1/mailbox?email=… and an HTML page at GET /mailbox.
import { Hono } from "hono";
import { MailboxQuerySchema } from "../../../domain/contract/identity";
import type { AppDeps, AppEnv } from "../../context";
import { notFound } from "../../http/errors";
import { parseQuery } from "../../http/validate";
import { mailboxPage } from "./page";

/** Mounted under /identity/v1. */
export function mailboxApiRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get("/mailbox", async (c) => {
    if (!deps.settings.mailboxEnabled) throw notFound();
    const { email } = parseQuery(c, MailboxQuerySchema);
    c.header("Cache-Control", "no-store");
    return c.json({ mails: await deps.mailbox.list(email || undefined) });
  });
  return app;
}

/** Mounted at the root: GET /mailbox. */
export function mailboxPageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get("/mailbox", async (c) => {
    if (!deps.settings.mailboxEnabled) throw notFound();
    const { email } = parseQuery(c, MailboxQuerySchema);
    c.header("Cache-Control", "no-store");
    return c.html(mailboxPage(await deps.mailbox.list(email || undefined), email || undefined));
  });
  return app;
}
