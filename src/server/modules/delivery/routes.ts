// Delivery calls of the orders service: POST /delivery/fee (a distance-based, signed, expiring
// fee), POST /delivery/area/validate (the destination inside the vendor's delivery areas), GET
// /delivery/area/{vendorId} (the areas, for draw-delivery-areas) and POST /estimations. All act for
// a vendor the caller owns, or for the guest vendor placeholder when the caller is a guest.
import { isSameAsPickup } from "../../../domain/request/coordinates";
import { REQUEST_MESSAGES } from "../../../domain/request/messages";
import { COUNTRIES, type CountryCode } from "../../../config/countries";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { REQUEST_ERROR_KEYS } from "../../../domain/contract/request";
import type { AppDeps } from "../../context";
import { ApiError } from "../../http/errors";
import type { Mount } from "../../http/mount";
import type { RequestServices } from "../order-create/services";
import { haversineMeters } from "./geo";
import { estimate, feeComputable, feeForDistance } from "./pricing";

export function mountDeliveryRoutes(mount: Mount, deps: AppDeps, services: RequestServices) {
  const { vendors, areas, fees } = services;

  mount(ENDPOINTS.getDeliveryFee, async ({ body, principal }) => {
    const { row } = await vendors.resolve(principal, body.vendor_id);
    const distance = haversineMeters(body.source, body.destination);
    // A destination at the pick-up is no delivery (the portal refuses it before asking).
    if (isSameAsPickup(body.source, body.destination))
      throw new ApiError(400, "The destination is the pick-up address.", REQUEST_MESSAGES.sameAsPickupField);
    if (!feeComputable(distance)) throw new ApiError(400, "We could not compute the price for that order.", REQUEST_ERROR_KEYS.cannotComputePrice);
    const fee = feeForDistance(distance);
    const expires = fees.expiryFromNow();
    const signature = await fees.sign({
      vendor: row.vendorId,
      source: [body.source.latitude, body.source.longitude],
      destination: [body.destination.latitude, body.destination.longitude],
      amount: fee,
      expires,
    });
    return { result: { fee, signature, type: "amount" as const, currency: row.currency, expires_at: expires } };
  });

  mount(ENDPOINTS.validateDeliveryArea, async ({ body, principal }) => {
    const { row } = await vendors.resolve(principal, body.vendor_id);
    const inside = await areas.isDeliverable(row, { latitude: body.location.lat, longitude: body.location.lng });
    return { result: inside ? ("DELIVERABLE" as const) : ("UNDELIVERABLE" as const) };
  });

  mount(ENDPOINTS.getDeliveryAreas, async ({ params, principal }) => {
    const { row } = await vendors.resolve(principal, params.vendorId);
    return { result: { polygons: await areas.polygonsOf(row) } };
  });

  mount(ENDPOINTS.getEstimations, async ({ body, principal }) => {
    await vendors.resolve(principal, body.vendor_id);
    const distance = haversineMeters(body.vendor_location, { latitude: body.location.lat, longitude: body.location.lng });
    const etaMinimum = COUNTRIES[deps.deployment.country as CountryCode]?.etaMinimumMinutes ?? 15;
    return { result: estimate(distance, etaMinimum) };
  });
}
