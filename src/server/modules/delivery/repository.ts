// Delivery areas per vendor (delivery_areas) and per-vendor service hours (vendor_service_hours).
// A vendor without areas of its own delivers inside its parent's areas, and without those inside
// the deployment's default area (central Copenhagen): vendors created by registration deliver too.
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { deliveryAreas, type PolygonRing, vendorServiceHours } from "../../db/schema-request";
import { CENTRAL_COPENHAGEN_AREA, type Point, pointInAnyRing } from "./geo";

export class DeliveryAreaRepository {
  constructor(private readonly db: Db) {}

  private async own(vendorId: string): Promise<PolygonRing[]> {
    const rows = await this.db.select({ polygon: deliveryAreas.polygon }).from(deliveryAreas).where(eq(deliveryAreas.vendorId, vendorId)).orderBy(asc(deliveryAreas.id));
    return rows.map((r) => r.polygon);
  }

  /** The rings a vendor delivers inside ([lng, lat] pairs). */
  async polygonsOf(vendor: { vendorId: string; parentVendorId: string | null }): Promise<PolygonRing[]> {
    const own = await this.own(vendor.vendorId);
    if (own.length) return own;
    if (vendor.parentVendorId) {
      const parent = await this.own(vendor.parentVendorId);
      if (parent.length) return parent;
    }
    return [CENTRAL_COPENHAGEN_AREA];
  }

  async isDeliverable(vendor: { vendorId: string; parentVendorId: string | null }, point: Point): Promise<boolean> {
    return pointInAnyRing(point, await this.polygonsOf(vendor));
  }
}

export class VendorServiceHoursRepository {
  constructor(private readonly db: Db) {}

  /** The vendor's own serviceHours value, or null when it follows the country's. */
  async get(vendorId: string): Promise<string | null> {
    const [row] = await this.db.select({ value: vendorServiceHours.serviceHours }).from(vendorServiceHours).where(eq(vendorServiceHours.vendorId, vendorId));
    return row?.value ?? null;
  }
}
