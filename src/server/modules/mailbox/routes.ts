// Demo mailbox (outside production only; app.ts does not mount it otherwise): JSON at
// GET /identity/v1/mailbox?email=… and an HTML page at GET /mailbox?email=…. It shows the mails to
// one named address, never everybody's, and by default only to callers on this machine (MAILBOX=open
// lifts that for a shared demo): a reset code in the mailbox is a password to that account.
import type { Context } from "hono";
import { Hono } from "hono";
import * as v from "valibot";
import { COMMON_ERROR_KEYS } from "../../../domain/contract/common";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { MailboxQuerySchema } from "../../../domain/contract/identity";
import type { AppDeps, AppEnv } from "../../context";
import { isLoopbackRequest } from "../../http/client-ip";
import { ApiError } from "../../http/errors";
import { htmlPage } from "../../http/html";
import type { Mount } from "../../http/mount";
import { mailboxPage } from "./page";

const LOOPBACK_ONLY = "The demo mailbox answers only requests from this machine (set MAILBOX=open to share it).";

const allowed = (deps: AppDeps, c: Context<AppEnv>) => deps.settings.mailbox === "open" || isLoopbackRequest(c);

/** GET /identity/v1/mailbox?email=…: the loopback rule comes before the address is even read. */
export function mountMailboxApi(mount: Mount, deps: AppDeps) {
  const loopbackOnly = (c: Context<AppEnv>) => {
    if (!allowed(deps, c)) throw new ApiError(403, LOOPBACK_ONLY, COMMON_ERROR_KEYS.forbidden);
  };
  mount(ENDPOINTS.mailbox, async ({ query }) => ({ mails: await deps.mailbox.list(query.email) }), { checks: [loopbackOnly] });
}

/** Mounted at the root: GET /mailbox (a form until an address is given); a page, not a declared call. */
export function mailboxPageRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.get("/mailbox", async (c) => {
    c.header("Cache-Control", "no-store");
    if (!allowed(deps, c)) return c.html(htmlPage("Demo mailbox", `<h1>Demo mailbox</h1>\n<p>${LOOPBACK_ONLY}</p>`), 403);
    const typed = c.req.query("email");
    const parsed = v.safeParse(MailboxQuerySchema, { email: typed });
    const email = parsed.success ? parsed.output.email : undefined;
    // A typed address that is not one is a 400 (the form again, with what was typed minus control characters).
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    const shown = email ?? typed?.replace(/[\u0000-\u001f\u007f]/g, "").trim() ?? "";
    return c.html(mailboxPage(email ? await deps.mailbox.list(email) : null, shown), typed && !email ? 400 : 200);
  });
  return app;
}
