// Tracking calls of the orders service: GET /vendor/{id}/orders, GET /order, PUT /order/cancel.
// Vendor-scoped: the caller must own the vendor or its parent (403 otherwise, 404 for an unknown
// vendor or order); a guest reads and cancels only the orders it placed. Cancel applies the
// portal's own rule (domain/orders/cancel.ts) with the region's delayed-cancellation flag; an order
// paid online is refunded by the rule of domain/orders/refund.ts (payments/refunds.ts).
import { COMMON_ERROR_KEYS } from "../../../domain/contract/common";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { ORDER_ERROR_KEYS, PROOF_ERROR_KEYS, type Proof, type ProofKind } from "../../../domain/contract/orders";
import { isCancellable } from "../../../domain/orders/cancel";
import type { OrderStatus } from "../../../domain/orders/statuses";
import type { AppDeps } from "../../context";
import { EncodedAnswer } from "../../http/encoded-answer";
import { ApiError, forbidden, notFound } from "../../http/errors";
import type { Mount } from "../../http/mount";
import type { Principal } from "../../security/tokens";
import { FlagRepository } from "../flags/repository";
import { PaymentRefunds } from "../payments/refunds";
import { RiderRepository } from "../riders/repository";
import { VendorRepository } from "../vendors/repository";
import { guestCreator } from "./access";
import { proofSvg } from "./proof-image";
import { decodePaginationKey, encodePaginationKey, OrderRepository, type OrderRow, toOrderRecord } from "./repository";

const CANCEL_ATTEMPTS = 3;

/** The status an order must have reached for each kind of proof. */
const PROOF_STATUS: Record<ProofKind, OrderStatus> = { pickup: "PICKED_UP", delivery: "DELIVERED", return: "RETURNED_TO_VENDOR" };

export function mountOrderRoutes(mount: Mount, deps: AppDeps) {
  const repo = new OrderRepository(deps.db, { now: deps.now, events: deps.events });
  const vendorRepo = new VendorRepository(deps.db);
  const flagRepo = new FlagRepository(deps.db, deps.now);
  const riderRepo = new RiderRepository(deps.db);
  const refunds = new PaymentRefunds(deps.db, deps.now, repo, deps.logger);

  /** The vendor when the principal may act for it (from its cached vendor set); 404 unknown, 403 not owned. */
  const ownedVendor = async (principal: Principal, vendorId: string) => {
    const access = await deps.vendorAccess.of(principal);
    const vendor = access.byId.get(vendorId);
    if (vendor) return { vendor, outletIds: access.ids.filter((id) => access.byId.get(id)?.parentVendorId === vendorId) };
    if (!(await vendorRepo.find(vendorId))) throw notFound("vendor not found");
    throw forbidden();
  };

  /** The order when the principal may act on it under vendorId (the order's vendor or its parent). */
  const ownedOrder = async (principal: Principal, vendorId: string, orderId: string): Promise<OrderRow> => {
    const guest = guestCreator(principal);
    if (guest) {
      const row = await repo.find(orderId);
      if (!row || row.createdBy !== guest) throw notFound("order not found");
      return row;
    }
    await ownedVendor(principal, vendorId);
    const hit = await repo.findWithParent(orderId);
    if (!hit || (hit.row.vendorId !== vendorId && hit.parentVendorId !== vendorId)) throw notFound("order not found");
    return hit.row;
  };

  mount(ENDPOINTS.getVendorOrders, async ({ params, query: q, principal }, c) => {
    const { vendor, outletIds } = await ownedVendor(principal, params.id);
    let after: { createdAt: number; orderId: string } | null = null;
    if (q.pagination_key) {
      after = decodePaginationKey(q.pagination_key);
      if (!after)
        throw new ApiError(400, "Invalid request", COMMON_ERROR_KEYS.invalidRequest, [{ path: "pagination_key", message: "unknown pagination key" }]);
    }
    const vendorIds = [vendor.vendorId];
    if (q.include_outlets && vendor.isParent) vendorIds.push(...outletIds);
    const phoneDigits = q.customer_phone_number?.replace(/\D/g, "").replace(/^(00)?45(?=\d{8}$)/, "");
    // The first page of a window from today on (the active list) comes from today's orders in
    // memory when this instance holds them (list-cache.ts); the rest from the database.
    const cached =
      q.from !== undefined && !after && !q.scheduled ? await deps.orderLists.page({ vendorIds, from: q.from, to: q.to, count: q.count, phoneDigits }) : null;
    // Each page's answer is made once (bytes, and gzipped once for the clients that accept it).
    if (cached) return cached.send(c);
    const { rows, more } = await repo.list({ vendorIds, from: q.from, to: q.to, count: q.count, after, phoneDigits, scheduled: q.scheduled });
    const result = { data: rows.map(toOrderRecord), pagination_key: more && rows.length ? encodePaginationKey(rows[rows.length - 1]) : null };
    // Compressed at once (zlib's one-shot call, brotli or gzip as the client prefers) rather than
    // through compress()'s stream, which cost as much again as the compression itself (issue 14).
    return new EncodedAnswer(JSON.stringify({ result })).send(c);
  });

  mount(ENDPOINTS.getOrder, async ({ query: q, principal }) => ({ result: toOrderRecord(await ownedOrder(principal, q.vendorId, q.orderId)) }));

  // The proof is drawn from the order itself (no storage): the same order and kind give the same answer.
  mount(ENDPOINTS.getOrderProof, async ({ query: q, principal }) => {
    const row = await ownedOrder(principal, q.vendorId, q.orderId);
    const reached = row.statusHistory.find((e) => e.status === PROOF_STATUS[q.kind]);
    if (!reached) throw notFound("proof not found", PROOF_ERROR_KEYS.notFound);
    const rider = row.riderId ? await riderRepo.find(row.riderId) : null;
    const riderName = rider?.name ?? "Rider";
    let latitude: number | null = row.customerLatitude;
    let longitude: number | null = row.customerLongitude;
    if (q.kind !== "delivery") {
      const vendor = await vendorRepo.find(row.vendorId);
      latitude = vendor?.row.latitude ?? null;
      longitude = vendor?.row.longitude ?? null;
    }
    const result: Proof = {
      order_id: row.orderId,
      kind: q.kind,
      taken_at: reached.created_at,
      rider_name: riderName,
      latitude,
      longitude,
      image_svg: proofSvg({ orderId: row.orderId, kind: q.kind, takenAt: reached.created_at, riderName }),
    };
    return { result };
  });

  mount(ENDPOINTS.cancelOrder, async ({ body, principal }) => {
    let row = await ownedOrder(principal, body.vendor_id, body.order_id);
    const flags = await flagRepo.get(deps.deployment.region);
    const delayedCancellation = flags?.["delayed-cancellation"] ?? false;
    for (let attempt = 0; attempt < CANCEL_ATTEMPTS; attempt++) {
      const now = deps.now();
      // A retried cancel of a cancelled order paid online finishes a refund left unfinished (never a
      // second one: payment_refunds holds one per order); the answer stays "cannot be cancelled".
      if (row.status === "CANCELLED") await refunds.settle(row);
      if (!isCancellable(toOrderRecord(row), { now: Math.floor(now / 1000), delayedCancellation }))
        throw new ApiError(400, "This order cannot be cancelled", ORDER_ERROR_KEYS.cantCancel);
      const changed = await repo.changeStatus(row.orderId, row.version, { status: "CANCELLED", atMs: now, cancelReason: body.reason, cancelledBy: "user" });
      if (changed) {
        deps.logger.info({ orderId: row.orderId, reason: body.reason }, "order cancelled");
        // Paid by card: the refund (domain rule refundOnCancel) goes back before the answer.
        return { result: toOrderRecord(await refunds.refundCancelled(row, changed)) };
      }
      // Someone (the simulator) changed it meanwhile: judge the new state.
      const fresh = await repo.find(row.orderId);
      if (!fresh) throw notFound("order not found");
      row = fresh;
    }
    throw new ApiError(409, "The order changed while cancelling, try again", ORDER_ERROR_KEYS.cantCancel);
  });
}
