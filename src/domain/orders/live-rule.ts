// When the portal applies an incoming order_update (core section 4, "Live channel"): on the order
// tracking page only for orders created today or later, on the history page only for orders created
// before today. Elsewhere updates are not applied.

export type LivePage = "tracking" | "history" | "other";

export function shouldApplyLiveUpdate(page: LivePage, createdAt: number, startOfTodaySec: number): boolean {
  if (page === "tracking") return createdAt >= startOfTodaySec;
  if (page === "history") return createdAt < startOfTodaySec;
  return false;
}
