// The public answers built from a resolved link: only the recipient's part of the order. Pure
// functions of the rows and the region's flags, so the tests can check them field by field.
import type { DeliveryReceipt, OrderSummary, PublicTracking } from "../../../domain/contract/public-tracking";
import type { orderDetails } from "../../db/schema";
import type { OrderRow } from "../orders/repository";
import type { Flags } from "../../../domain/flags";
import { statusLabelKey } from "../../../domain/orders/labels";
import { etaTarget } from "../../../domain/orders/rider";
import { isInGroup } from "../../../domain/orders/statuses";
import { publicStep, showsRider, type TrackingKind } from "../../../domain/tracking/public-steps";
import { toOrderRecord } from "../orders/repository";
import type { ResolvedLink } from "./repository";

/** c2c: orders placed by individual senders (guest checkout). */
export const kindOf = (createdBy: string | null): TrackingKind => (createdBy?.startsWith("guest:") ? "c2c" : "parcel");

/** The first word of a name (the rider's, a c2c sender's). */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? "";

export function toPublicTracking(link: ResolvedLink, flags: Flags): PublicTracking {
  const { order: row, rider } = link;
  const record = toOrderRecord(row);
  const kind = kindOf(row.createdBy);
  const step = publicStep(record, kind);
  const onTheWay = !!rider && showsRider(record, kind);
  const target = etaTarget(row.status);
  const cancelled = isInGroup(row.status, "cancelled") || step === "cancelled";
  return {
    kind,
    step,
    status_label: statusLabelKey(row.status),
    // A c2c sender is a person: the recipient sees their first name, never the placeholder vendor.
    outlet_name: kind === "c2c" ? firstName(link.details?.sender?.name ?? "") : link.vendorName,
    rider: onTheWay
      ? {
          first_name: firstName(rider.name),
          position: flags["tracking-page-settings"]
            ? { latitude: rider.latitude, longitude: rider.longitude, updated_at: Math.floor(rider.updatedAtMs / 1000) }
            : null,
        }
      : null,
    eta_pickup: onTheWay && target === "vendor" ? row.etaVendor : null,
    eta_drop_off: onTheWay && target === "customer" ? row.etaCustomer : null,
    drop_off: { address: row.customerAddress, latitude: row.customerLatitude, longitude: row.customerLongitude },
    placed_at: row.createdAt,
    cancelled_by: cancelled ? (row.cancelledBy ?? "platform") : null,
    receipt_available: row.status === "DELIVERED" && flags["show-delivery-receipt-cta"],
    updated_at: row.updatedAtMs / 1000,
    version: row.version,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The receipt of a delivered order (null otherwise); the proof picture where proof-of-delivery-web allows it. */
export function toDeliveryReceipt(link: ResolvedLink, flags: Flags, proofSvg: (deliveredAt: number) => string): DeliveryReceipt | null {
  const { order: row, details } = link;
  if (row.status !== "DELIVERED") return null;
  const delivered = [...row.statusHistory].reverse().find((e) => e.status === "DELIVERED");
  const deliveredAt = delivered?.created_at ?? Math.floor(row.updatedAtMs / 1000);
  const fee = details?.deliveryFee ?? row.deliveryFee;
  const discount = round2(Math.max(0, fee - row.deliveryFee));
  return {
    order_number: row.orderId,
    placed_at: row.createdAt,
    delivered_at: deliveredAt,
    outlet_name: kindOf(row.createdBy) === "c2c" ? firstName(details?.sender?.name ?? "") : link.vendorName,
    drop_off_address: row.customerAddress,
    item_details: row.description,
    item_value: row.amount,
    delivery_fee: fee,
    voucher: details?.voucher ? { code: details.voucher.code, type: details.voucher.type, amount: details.voucher.amount } : null,
    total_discount: discount,
    total: round2(row.amount + row.deliveryFee),
    payment_method: row.paymentMethod,
    proof_of_delivery_svg: flags["proof-of-delivery-web"] ? proofSvg(deliveredAt) : null,
  };
}

/** The vendor's summary of an order: unit number and building, fee before the voucher, discount, total, pickup code, who cancelled. */
export function toOrderSummary(row: OrderRow, details: typeof orderDetails.$inferSelect | null): OrderSummary {
  const fee = details?.deliveryFee ?? row.deliveryFee;
  const cancelled = isInGroup(row.status, "cancelled");
  return {
    unit_number: details?.unit ?? null,
    building: details?.building ?? null,
    pickup_code: details?.pickupCode ?? null,
    voucher: details?.voucher ? { code: details.voucher.code, type: details.voucher.type, amount: details.voucher.amount } : null,
    delivery_fee: fee,
    total_discount: round2(Math.max(0, fee - row.deliveryFee)),
    total_amount: round2(row.amount + row.deliveryFee),
    cancel_reason: cancelled ? row.cancelReason : null,
    cancelled_by: cancelled ? (row.cancelledBy ?? "platform") : null,
    age_validation_required: details?.ageValidationRequired ?? false,
  };
}
