// Calls of the tracking side against the scripted fetch: paths, queries, bodies, authorization,
// abort signals, answers parsed with the contract, and payloads checked before they leave.
import { cancelOrder, getOrder, getRider, getVendorOrders, vendorOrdersQuery } from "@api/calls";
import { createApiClient } from "@api/client";
import { ApiError } from "@api/errors";
import { describe, expect, it } from "vitest";
import { makeOrder, NOW } from "../domain/orders/fixtures";
import { type FakeStep, fakeFetch, recordingSleep } from "./fake-fetch";

function setup(steps: FakeStep[], ordersService: "orders" | "hurrier" = "orders") {
  const f = fakeFetch(steps);
  const sleep = recordingSleep();
  const client = createApiClient({
    apiHost: "https://platform.test",
    ordersService,
    getAuthorization: () => "Bearer at;it",
    fetch: f.fetch,
    sleep: sleep.sleep,
  });
  return { client, calls: f.calls, delays: sleep.delays };
}

const order = makeOrder({ order_id: "DK-1001-100001" });
const rider = { id: "rider-1", name: "Ole", phone_number: "+4540000001", latitude: 55.68, longitude: 12.57, updated_at: NOW };
const params = (url: string) => Object.fromEntries(new URL(url).searchParams.entries());

describe("getVendorOrders", () => {
  it("GETs /vendor/{id}/orders with the query, authorized, and returns result", async () => {
    const { client, calls } = setup([{ status: 200, body: { result: { data: [order], pagination_key: "next" } } }]);
    const ac = new AbortController();
    const page = await getVendorOrders(
      client,
      { vendorId: "DK-1001", query: { from: NOW - 3600, to: NOW, count: 200, include_outlets: true } },
      ac.signal,
    );
    expect(page).toEqual({ data: [order], pagination_key: "next" });
    const url = new URL(calls[0].url);
    expect(`${url.origin}${url.pathname}`).toBe("https://platform.test/orders/api/v1/vendor/DK-1001/orders");
    expect(params(calls[0].url)).toEqual({ from: String(NOW - 3600), to: String(NOW), count: "200", include_outlets: "true" });
    expect(calls[0].method).toBe("GET");
    expect(calls[0].headers.get("authorization")).toBe("Bearer at;it");
    expect(calls[0].signal).toBe(ac.signal);
  });

  it("sends pagination_key, scheduled and customer_phone_number when given, on the hurrier mount too", async () => {
    const { client, calls } = setup([{ status: 200, body: { result: { data: [], pagination_key: null } } }], "hurrier");
    await getVendorOrders(client, {
      vendorId: "DK 1",
      query: { from: 1, to: 2, count: 30, pagination_key: "k1", scheduled: true, customer_phone_number: "+45 2000" },
    });
    expect(new URL(calls[0].url).pathname).toBe("/hurrier/api/v1/vendor/DK%201/orders");
    expect(params(calls[0].url)).toEqual({
      from: "1",
      to: "2",
      count: "30",
      include_outlets: "false",
      pagination_key: "k1",
      scheduled: "true",
      customer_phone_number: "+45 2000",
    });
  });

  it("refuses a query the contract rejects, without a call", async () => {
    const { client, calls } = setup([{ status: 200, body: {} }]);
    await expect(getVendorOrders(client, { vendorId: "DK-1001", query: { count: 0 } })).rejects.toMatchObject({ kind: "contract" });
    expect(calls).toHaveLength(0);
    expect(() => vendorOrdersQuery({ customer_phone_number: "abc" })).toThrow(ApiError);
  });

  it("a malformed answer is a contract error", async () => {
    const { client } = setup([{ status: 200, body: { result: { data: [{ order_id: "x" }], pagination_key: null } } }]);
    await expect(getVendorOrders(client, { vendorId: "DK-1001", query: {} })).rejects.toMatchObject({
      kind: "contract",
      translationKey: "error.malformed-answer",
    });
  });

  it("retries a 503 (idempotent GET) and reports the platform's error after the last retry", async () => {
    const body = { message: "unavailable", translation_key: "error.unavailable" };
    const { client, calls, delays } = setup([{ status: 503, body }]);
    await expect(getVendorOrders(client, { vendorId: "DK-1001", query: {} })).rejects.toMatchObject({
      status: 503,
      message: "unavailable",
      translationKey: "error.unavailable",
    });
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 3000]);
  });
});

describe("getOrder", () => {
  it("GETs /order?vendorId&orderId and returns the record", async () => {
    const { client, calls } = setup([{ status: 200, body: { result: order } }]);
    await expect(getOrder(client, { vendorId: "DK-1001", orderId: "DK-1001-100001" })).resolves.toEqual(order);
    expect(new URL(calls[0].url).pathname).toBe("/orders/api/v1/order");
    expect(params(calls[0].url)).toEqual({ vendorId: "DK-1001", orderId: "DK-1001-100001" });
  });

  it("fills the optional fields a platform may omit", async () => {
    const { rider_id: _r, cancel_reason: _c, eta_vendor: _v, eta_customer: _e, ...bare } = order;
    const { client } = setup([{ status: 200, body: { result: bare } }]);
    await expect(getOrder(client, { vendorId: "DK-1001", orderId: order.order_id })).resolves.toMatchObject({
      rider_id: null,
      eta_vendor: null,
    });
  });

  it("a 404 is an http error with the platform's key", async () => {
    const { client } = setup([{ status: 404, body: { message: "not found", translation_key: "error.order-not-found" } }]);
    await expect(getOrder(client, { vendorId: "DK-1001", orderId: "nope" })).rejects.toMatchObject({
      kind: "http",
      status: 404,
      translationKey: "error.order-not-found",
    });
  });
});

describe("cancelOrder", () => {
  it("PUTs /order/cancel with vendor_id, order_id and reason and returns the cancelled order", async () => {
    const cancelled = { ...order, status: "CANCELLED", cancel_reason: "no_courier" };
    const { client, calls } = setup([{ status: 200, body: { result: cancelled } }]);
    const ac = new AbortController();
    await expect(cancelOrder(client, { vendor_id: "DK-1001", order_id: order.order_id, reason: "no_courier" }, ac.signal)).resolves.toEqual(cancelled);
    expect(calls[0]).toMatchObject({ url: "https://platform.test/orders/api/v1/order/cancel", method: "PUT" });
    expect(JSON.parse(calls[0].body!)).toEqual({ vendor_id: "DK-1001", order_id: order.order_id, reason: "no_courier" });
    expect(calls[0].headers.get("authorization")).toBe("Bearer at;it");
    expect(calls[0].signal).toBe(ac.signal);
  });

  it("refuses a reason that is not one of the spec's, without a call", async () => {
    const { client, calls } = setup([{ status: 200, body: {} }]);
    await expect(cancelOrder(client, { vendor_id: "DK-1001", order_id: "o", reason: "bored" as never })).rejects.toMatchObject({ kind: "contract" });
    expect(calls).toHaveLength(0);
  });

  it("a refusal of the platform (409, not cancellable) is not retried", async () => {
    const { client, calls } = setup([{ status: 409, body: { message: "not cancellable", translation_key: "error.cant-cancel-order" } }]);
    await expect(cancelOrder(client, { vendor_id: "DK-1001", order_id: "o", reason: "no_courier" })).rejects.toMatchObject({
      status: 409,
      translationKey: "error.cant-cancel-order",
    });
    expect(calls).toHaveLength(1);
  });
});

describe("getRider", () => {
  it("GETs /riders/{riderId} and returns the rider", async () => {
    const { client, calls } = setup([{ status: 200, body: { result: rider } }]);
    await expect(getRider(client, { riderId: "rider-1" })).resolves.toEqual(rider);
    expect(calls[0]).toMatchObject({ url: "https://platform.test/orders/api/v1/riders/rider-1", method: "GET" });
  });

  it("an answer without a position is a contract error", async () => {
    const { client } = setup([{ status: 200, body: { result: { ...rider, latitude: null } } }]);
    await expect(getRider(client, { riderId: "rider-1" })).rejects.toMatchObject({ kind: "contract" });
  });
});
