// The orders API of the reference platform called directly by the tracking and history journeys
// (not through the portal's UI): sign in for a bearer, list a vendor's orders, place an order with
// a signed fee (POST /delivery/fee, then POST /order), read one order.
import type { APIRequestContext } from "@playwright/test";
import type { OrderRecord } from "../../src/domain/contract/orders";

export const DEMO_PASSWORD = "Rider-Demo-2026!";

/** Blågårdsgade, Nørrebro: inside every demo outlet's delivery area. */
export const DEMO_DESTINATION = { latitude: 55.6868, longitude: 12.5557, address: "Blågårdsgade 12, 2200 København N" };

export class OrdersApi {
  private bearer = "";

  constructor(private readonly request: APIRequestContext) {}

  async login(email = "owner@demo.dk", password = DEMO_PASSWORD): Promise<this> {
    const res = await this.request.post("/identity/v1/login", { data: { email, password } });
    if (!res.ok()) throw new Error(`login answered ${res.status()}: ${await res.text()}`);
    const body = (await res.json()) as { meta: { AccessToken: string; IdToken: string } };
    this.bearer = `Bearer ${body.meta.AccessToken};${body.meta.IdToken}`;
    return this;
  }

  private headers() {
    return { Authorization: this.bearer };
  }

  private async json<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>, what: string): Promise<T> {
    if (!res.ok()) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  }

  async orders(vendorId: string, query: Record<string, string | number | boolean>): Promise<OrderRecord[]> {
    const res = await this.request.get(`/orders/api/v1/vendor/${vendorId}/orders`, { headers: this.headers(), params: query });
    return (await this.json<{ result: { data: OrderRecord[] } }>(res, "GET orders")).result.data;
  }

  /** The order's public tracking link (GET /order/tracking-link): its path on the portal. */
  async trackingLinkPath(vendorId: string, orderId: string): Promise<string> {
    const res = await this.request.get("/orders/api/v1/order/tracking-link", { headers: this.headers(), params: { vendorId, orderId } });
    return (await this.json<{ result: { path: string } }>(res, "GET order/tracking-link")).result.path;
  }

  async order(vendorId: string, orderId: string): Promise<OrderRecord> {
    const res = await this.request.get("/orders/api/v1/order", { headers: this.headers(), params: { vendorId, orderId } });
    return (await this.json<{ result: OrderRecord }>(res, "GET order")).result;
  }

  /** Places an order for the vendor (from its own coordinates to DEMO_DESTINATION); its id. */
  async placeOrder(
    vendorId: string,
    options: { preorderedFor?: number | null; customerName?: string; phone?: string; unit?: string; building?: string } = {},
  ): Promise<string> {
    const vendor = await this.json<{ result: { vendor_information: { location: { latitude: number; longitude: number } } } }>(
      await this.request.get(`/orders/api/v1/vendor/${vendorId}`, { headers: this.headers() }),
      "GET vendor",
    );
    const source = { latitude: vendor.result.vendor_information.location.latitude, longitude: vendor.result.vendor_information.location.longitude };
    const destination = { latitude: DEMO_DESTINATION.latitude, longitude: DEMO_DESTINATION.longitude };
    const fee = await this.json<{ result: { fee: number; signature: string } }>(
      await this.request.post("/orders/api/v1/delivery/fee", {
        headers: this.headers(),
        data: { source, destination, vendor_id: vendorId, delivery_type: "food" },
      }),
      "POST delivery/fee",
    );
    const placed = await this.json<{ result: { order_id: string } }>(
      await this.request.post("/orders/api/v1/order", {
        headers: this.headers(),
        data: {
          vendor_id: vendorId,
          customer: {
            location: {
              ...destination,
              // The spec's joined address ("unit, building, text"), and the parts on their own.
              address: [options.unit, options.building, DEMO_DESTINATION.address].filter(Boolean).join(", "),
              notes: "",
              ...(options.unit ? { unit: options.unit } : {}),
              ...(options.building ? { building: options.building } : {}),
            },
            phone_number: options.phone ?? "+4520123456",
            name: options.customerName ?? "Test Kunde",
          },
          order: { payment_method: "PAID", amount: 120, description: "2 × Margherita", cold_bag_needed: false },
          vat_number: "",
          preordered_for: options.preorderedFor ?? null,
          age_validation_required: false,
          login_pickup_estimation: 15,
          delivery_fee: fee.result.fee,
          signature: fee.result.signature,
        },
      }),
      "POST order",
    );
    return placed.result.order_id;
  }
}
