// Which of two public tracking answers of one order is the newer (issue 12: a late, older
// "finished" update must not end following a newer state). The platform raises an order's
// `version` by one with every change it stores (status, rider, refund …), so the version orders
// the answers of the GET and of the stream alike, whatever order they arrive in; `updated_at`
// (milliseconds, never equal for two versions) breaks a tie between two answers of the same
// version (the same order state read twice, e.g. the resync and the stream's first event).
// Pure: the public tracking machine and the platform's stream both use it.
import type { PublicTracking } from "../contract/public-tracking";

type Stamp = Pick<PublicTracking, "version" | "updated_at">;

/** Whether `incoming` is older than `held` (an answer equal to the held one is not: re-reading changes nothing). */
export function isStaleTracking(held: Stamp | null, incoming: Stamp): boolean {
  if (!held) return false;
  if (incoming.version !== held.version) return incoming.version < held.version;
  return incoming.updated_at < held.updated_at;
}
