// Delivery calls of the orders service: POST /delivery/fee (a distance-based, signed, expiring
// fee), POST /delivery/area/validate (the destination inside the vendor's delivery areas), GET
// /delivery/area/{vendorId} (the areas, for draw-delivery-areas) and POST /estimations. All act for
// a vendor the caller owns, or for the guest vendor placeholder when the caller is a guest.
import { Hono } from "hono";
import { COUNTRIES, type CountryCode } from "../../../config/countries";
import {
  AreaValidateRequestSchema,
  DeliveryFeeRequestSchema,
  EstimationsRequestSchema,
  REQUEST_ERROR_KEYS,
} from "../../../domain/contract/request";
import type { AppDeps, AppEnv } from "../../context";
import { ApiError } from "../../http/errors";
import { parseBody } from "../../http/validate";
import type { RequestServices } from "../order-create/services";
import { haversineMeters } from "./geo";
import { estimate, feeForDistance, MAX_DISTANCE_M } from "./pricing";

export function deliveryRoutes(deps: AppDeps, services: RequestServices) {
  const app = new Hono<AppEnv>();
  const { vendors, areas, fees } = services;

  app.post("/delivery/fee", async (c) => {
    const body = await parseBody(c, DeliveryFeeRequestSchema);
    const { row } = await vendors.resolve(c.get("principal"), body.vendor_id);
    const distance = haversineMeters(body.source, body.destination);
    if (distance > MAX_DISTANCE_M) throw new ApiError(400, "We could not compute the price for that order.", REQUEST_ERROR_KEYS.cannotComputePrice);
    const fee = feeForDistance(distance);
    const expires = fees.expiryFromNow();
    const signature = await fees.sign({
      vendor: row.vendorId,
      source: [body.source.latitude, body.source.longitude],
      destination: [body.destination.latitude, body.destination.longitude],
      amount: fee,
      expires,
    });
    return c.json({ result: { fee, signature, type: "amount" as const, currency: row.currency, expires_at: expires } });
  });

  app.post("/delivery/area/validate", async (c) => {
    const body = await parseBody(c, AreaValidateRequestSchema);
    const { row } = await vendors.resolve(c.get("principal"), body.vendor_id);
    const inside = await areas.isDeliverable(row, { latitude: body.location.lat, longitude: body.location.lng });
    return c.json({ result: inside ? ("DELIVERABLE" as const) : ("UNDELIVERABLE" as const) });
  });

  app.get("/delivery/area/:vendorId", async (c) => {
    const { row } = await vendors.resolve(c.get("principal"), c.req.param("vendorId"));
    return c.json({ result: { polygons: await areas.polygonsOf(row) } });
  });

  app.post("/estimations", async (c) => {
    const body = await parseBody(c, EstimationsRequestSchema);
    await vendors.resolve(c.get("principal"), body.vendor_id);
    const distance = haversineMeters(body.vendor_location, { latitude: body.location.lat, longitude: body.location.lng });
    const etaMinimum = COUNTRIES[deps.deployment.country as CountryCode]?.etaMinimumMinutes ?? 15;
    return c.json({ result: estimate(distance, etaMinimum) });
  });

  return app;
}
