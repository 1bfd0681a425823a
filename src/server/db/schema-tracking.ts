// Drizzle description of the public tracking tables (migrations/0007_public_tracking.sql).
import { bigint, pgTable, text } from "drizzle-orm/pg-core";

export const trackingLinks = pgTable("tracking_links", {
  publicId: text("public_id").primaryKey(),
  orderId: text("order_id").notNull().unique(),
  createdAtMs: bigint("created_at_ms", { mode: "number" }).notNull(),
});
