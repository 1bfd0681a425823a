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

export function statusColor(status: OrderStatus): string {
  if (isInGroup(status, "finished")) return STATUS_COLORS.finished;
  if (isInGroup(status, "cancelled")) return STATUS_COLORS.cancelled;
  if (status === "DELAYED" || status === "RETURN_INITIATED") return STATUS_COLORS.attention;
  if (isInGroup(status, "collected")) return STATUS_COLORS.collected;
  return STATUS_COLORS.progress;
}
