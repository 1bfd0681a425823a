// The demo mailbox: what the embedded SMTP catcher received (outside production), with the
// verification link or reset code each mail carries, read back per address by the mailbox page
// and JSON (and e2e). Nothing here sends mail; see src/server/mail.
import { desc, eq } from "drizzle-orm";
import type { Mail } from "../../../domain/contract/identity";
import type { Db } from "../../db/database";
import { mails } from "../../db/schema";

export type StoredMail = { to: string; subject: string; text: string; html: string; link?: string; code?: string };

export class Mailbox {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async store(mail: StoredMail): Promise<Mail> {
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

  /** The mails to one address, newest first. There is deliberately no way to list everybody's. */
  async list(email: string, limit = 50): Promise<Mail[]> {
    const rows = await this.db.select().from(mails).where(eq(mails.toEmail, email.toLowerCase())).orderBy(desc(mails.id)).limit(limit);
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
