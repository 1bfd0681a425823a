// The demo mailbox: identity "sends" verification links and reset codes by storing mails here; the
// mailbox page and JSON let the demo (and e2e) read them. No mail leaves the machine.
import { desc, eq } from "drizzle-orm";
import type { Mail } from "../../../domain/contract/identity";
import type { Db } from "../../db/database";
import { mails } from "../../db/schema";

export type OutgoingMail = { to: string; subject: string; text: string; html: string; link?: string; code?: string };

export class Mailbox {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async send(mail: OutgoingMail): Promise<Mail> {
    const [row] = await this.db
      .insert(mails)
      .values({
        toEmail: mail.to.toLowerCase(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        link: mail.link ?? null,
        code: mail.code ?? null,
        createdAt: new Date(this.now()),
      })
      .returning();
    return toMail(row);
  }

  /** Newest first; only the mails to `email` when given. */
  async list(email?: string, limit = 200): Promise<Mail[]> {
    const q = this.db.select().from(mails);
    const rows = await (email ? q.where(eq(mails.toEmail, email.toLowerCase())) : q).orderBy(desc(mails.id)).limit(limit);
    return rows.map(toMail);
  }
}

const toMail = (row: typeof mails.$inferSelect): Mail => ({
  id: row.id,
  to: row.toEmail,
  subject: row.subject,
  text: row.text,
  html: row.html,
  ...(row.link ? { link: row.link } : {}),
  ...(row.code ? { code: row.code } : {}),
  created_at: row.createdAt.toISOString(),
});
