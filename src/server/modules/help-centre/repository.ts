// Help sessions and support requests (migrations/0009_help_centre.sql).
import { randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq, gt } from "drizzle-orm";
import { bigint, pgTable, text } from "drizzle-orm/pg-core";
import type { SupportRequest, SupportTopic } from "../../../domain/contract/help-centre";
import type { Db } from "../../db/database";

const ms = (name: string) => bigint(name, { mode: "number" });

export const helpSessions = pgTable("help_sessions", {
  id: text("id").primaryKey(),
  vendorId: text("vendor_id").notNull(),
  userId: text("user_id").notNull(),
  locale: text("locale").notNull(),
  portalOrigin: text("portal_origin").notNull(),
  createdAtMs: ms("created_at_ms").notNull(),
  expiresAtMs: ms("expires_at_ms").notNull(),
});

export const supportRequests = pgTable("support_requests", {
  id: text("id").primaryKey(),
  vendorId: text("vendor_id").notNull(),
  userId: text("user_id").notNull(),
  email: text("email").notNull(),
  topic: text("topic").$type<SupportTopic>().notNull(),
  message: text("message").notNull(),
  orderId: text("order_id"),
  status: text("status").$type<"open" | "answered">().notNull().default("open"),
  createdAtMs: ms("created_at_ms").notNull(),
});

/** A help page stays usable this long after the init call (the portal opens a new one after that). */
export const HELP_SESSION_TTL_MS = 12 * 3600_000;

export type HelpSession = typeof helpSessions.$inferSelect;

export class HelpCentreRepository {
  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  async openSession(s: { vendorId: string; userId: string; locale: string; portalOrigin: string }): Promise<string> {
    const id = randomBytes(18).toString("base64url");
    const now = this.now();
    await this.db.insert(helpSessions).values({ id, ...s, createdAtMs: now, expiresAtMs: now + HELP_SESSION_TTL_MS });
    return id;
  }

  async findSession(id: string): Promise<HelpSession | null> {
    const [row] = await this.db
      .select()
      .from(helpSessions)
      .where(and(eq(helpSessions.id, id), gt(helpSessions.expiresAtMs, this.now())));
    return row ?? null;
  }

  async file(r: { vendorId: string; userId: string; email: string; topic: SupportTopic; message: string; orderId: string | null }): Promise<SupportRequest> {
    const row = { id: randomUUID(), ...r, status: "open" as const, createdAtMs: this.now() };
    await this.db.insert(supportRequests).values(row);
    return toSupportRequest(row);
  }

  async list(vendorId: string): Promise<SupportRequest[]> {
    const rows = await this.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.vendorId, vendorId))
      .orderBy(desc(supportRequests.createdAtMs))
      .limit(50);
    return rows.map(toSupportRequest);
  }
}

function toSupportRequest(r: typeof supportRequests.$inferSelect): SupportRequest {
  return {
    id: r.id,
    vendor_id: r.vendorId,
    topic: r.topic,
    message: r.message,
    order_id: r.orderId ?? null,
    status: r.status,
    created_at: new Date(r.createdAtMs).toISOString(),
  };
}
