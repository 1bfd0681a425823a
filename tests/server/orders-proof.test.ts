// GET /order/proof in-process on the seeded orders: a delivered order's proof (a deterministic SVG
// drawn from the order, taken when it was delivered, at the customer), a kind the order has not
// reached (404 order.proof.not-found), another vendor's order (403) and a bad kind (400), under both
// mounts.
import * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type OrderRecord, ProofAnswerSchema } from "../../src/domain/contract/orders";
import { createTestPlatform, type TestPlatform } from "./helpers";
import { BASES, type Headers, listOrders } from "./orders-support";

let p: TestPlatform;
let owner: Headers;
let delivered: OrderRecord;
let otherOrder: OrderRecord;

async function getProof(headers: Headers, query: Record<string, string>, base: string = BASES[0]) {
  const res = await p.call(`${base}/order/proof?${new URLSearchParams(query)}`, { headers });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, body, proof: res.status === 200 ? v.parse(ProofAnswerSchema, body).result : null };
}

beforeAll(async () => {
  p = await createTestPlatform();
  const [o, x] = await Promise.all([p.login("owner@demo.dk"), p.login("other@demo.dk")]);
  owner = p.bearer(o);
  const mine = (await listOrders(p, owner, "DK-1001", { count: 1000 })).answer!.data;
  delivered = mine.find((r) => r.status === "DELIVERED" && r.rider_id && !r.status_history.some((e) => e.status === "RETURNED_TO_VENDOR"))!;
  otherOrder = (await listOrders(p, p.bearer(x), "DK-3001", { count: 1000 })).answer!.data[0];
});
afterAll(async () => {
  await p?.close();
});

describe.each(BASES)("GET %s/order/proof", (base) => {
  it("answers a delivered order's proof: taken when delivered, at the customer, with a deterministic SVG", async () => {
    const query = { vendorId: "DK-1001", orderId: delivered.order_id, kind: "delivery" };
    const first = await getProof(owner, query, base);
    expect(first.status).toBe(200);
    const proof = first.proof!;
    expect(proof.order_id).toBe(delivered.order_id);
    expect(proof.kind).toBe("delivery");
    expect(proof.taken_at).toBe(delivered.status_history.find((e) => e.status === "DELIVERED")!.created_at);
    expect(proof.latitude).toBe(delivered.customer.location.latitude);
    expect(proof.longitude).toBe(delivered.customer.location.longitude);
    expect(proof.rider_name).not.toBe("");
    expect(proof.image_svg.startsWith("<svg")).toBe(true);
    expect(proof.image_svg.endsWith("</svg>")).toBe(true);
    expect(proof.image_svg).toContain(delivered.order_id);
    expect(proof.image_svg).toContain('viewBox="0 0 320 200"');
    expect(proof.image_svg).toContain('role="img"');
    expect(proof.image_svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(proof.image_svg).toContain(new Date(proof.taken_at * 1000).toISOString().replace(/\.\d{3}Z$/, "Z"));
    expect(proof.image_svg).toMatch(/<polyline points="[\d, ]+"/);
    const second = await getProof(owner, query, base);
    expect(second.body).toEqual(first.body);
  });

  it("the pickup proof of the same order is taken at the outlet, with another signature", async () => {
    const pickup = (await getProof(owner, { vendorId: "DK-1001", orderId: delivered.order_id, kind: "pickup" }, base)).proof!;
    const delivery = (await getProof(owner, { vendorId: "DK-1001", orderId: delivered.order_id, kind: "delivery" }, base)).proof!;
    expect(pickup.taken_at).toBe(delivered.status_history.find((e) => e.status === "PICKED_UP")!.created_at);
    expect(pickup.latitude).not.toBeNull();
    expect(pickup.latitude).not.toBe(delivery.latitude);
    const sig = (svg: string) => svg.match(/<polyline points="([^"]+)"/)?.[1];
    expect(sig(pickup.image_svg)).not.toBe(sig(delivery.image_svg));
  });

  it("404 order.proof.not-found when the order has not reached that status", async () => {
    const r = await getProof(owner, { vendorId: "DK-1001", orderId: delivered.order_id, kind: "return" }, base);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ message: "proof not found", translation_key: "order.proof.not-found" });
  });

  it("403 for another vendor's order", async () => {
    const r = await getProof(owner, { vendorId: "DK-3001", orderId: otherOrder.order_id, kind: "delivery" }, base);
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ message: "forbidden" });
    expect(typeof r.body.translation_key).toBe("string");
  });

  it("400 with issues for a bad kind", async () => {
    const r = await getProof(owner, { vendorId: "DK-1001", orderId: delivered.order_id, kind: "selfie" }, base);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ translation_key: expect.any(String), issues: [expect.objectContaining({ path: "kind" })] });
  });
});

describe("the proof picture", () => {
  it("escapes the text it shows", async () => {
    const { proofSvg } = await import("../../src/server/modules/orders/proof-image");
    const svg = proofSvg({ orderId: 'A<&>"1', kind: "pickup", takenAt: 1_777_000_000, riderName: "Ole & <Søn>" });
    expect(svg).toContain("A&lt;&amp;&gt;&quot;1");
    expect(svg).toContain("Ole &amp; &lt;Søn&gt;");
    expect(svg).not.toContain("<Søn>");
  });
});
