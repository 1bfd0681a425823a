// Badge colour of a status (by its group). Dark shades on purpose: Mantine's light badge writes the
// colour as text on a 10 % tint of it, and these keep that text at 4.5:1 or more (WCAG AA).
import type { OrderStatus } from "@domain/orders";
import { isInGroup } from "@domain/orders";

export const STATUS_COLORS = {
  finished: "#1e6b2c",
  cancelled: "#a82424",
  attention: "#8f4500",
  collected: "#0d6655",
  progress: "#1a5d9c",
} as const;

export type StatusTone = keyof typeof STATUS_COLORS;

/** Which of the colours a status takes (the tracking rows style it by a data-tone attribute, orders.css). */
export function statusTone(status: OrderStatus): StatusTone {
  if (isInGroup(status, "finished")) return "finished";
  if (isInGroup(status, "cancelled")) return "cancelled";
  if (status === "DELAYED" || status === "RETURN_INITIATED") return "attention";
  if (isInGroup(status, "collected")) return "collected";
  return "progress";
}

export function statusColor(status: OrderStatus): string {
  return STATUS_COLORS[statusTone(status)];
}
