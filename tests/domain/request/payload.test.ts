// Order create and update payloads (core §3) from the form values, checked against the contract
// schemas the platform validates with.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { OrderCreatePayloadSchema, type OrderRecord, OrderUpdatePayloadSchema } from "../../../src/domain/contract";
import { buildOrderCreatePayload, buildOrderUpdatePayload } from "../../../src/domain/request/order-payload";
import {
  formValuesFromOrder,
  type GuestSender,
  joinAddress,
  orderTime,
  splitOrderAddress,
  stripPhone,
} from "../../../src/domain/request/payload";
import { EMPTY_ORDER_FORM, type OrderFormValues } from "../../../src/domain/request/validation";

const VALUES: OrderFormValues = {
  ...EMPTY_ORDER_FORM,
  riderNotes: " Ring på klokken ",
  orderAmount: "249,50",
  orderDescription: " 2 pizzas ",
  paymentMethod: "CASH_ON_DELIVERY",
  destinationName: " Søren ",
  destinationPhoneNumber: "+45 31-23 (45) 67",
  destinationTextAddress: "Jægersborggade 14",
  destinationUnitNumber: "3. th",
  destinationBuilding: "Bag",
  pickupCode: "",
  preordered_for: 1_780_000_000,
  ageValidation: true,
};
const CTX = { vendorId: "DK-1001", destination: { latitude: 55.69, longitude: 12.55 }, fee: { fee: 39, signature: "sig" }, preOrderEnabled: true };
const GUEST: GuestSender = {
  name: "Gæst",
  email: "guest@example.com",
  phone_number: "+45 (20) 30-40 50",
  location: { latitude: 55.67, longitude: 12.56, address: "Vesterbrogade 1", notes: "" },
};

describe("helpers", () => {
  it.each([
    [["", "", "Main 1"], "Main 1"],
    [["3. th", "", "Main 1"], "3. th, Main 1"],
    [["3. th", "B", "Main 1"], "3. th, B, Main 1"],
    [[" ", " B ", " Main 1 "], "B, Main 1"],
  ])("joinAddress(%j) = %j", (parts, joined) => {
    expect(joinAddress(parts[0], parts[1], parts[2])).toBe(joined);
  });
  it.each([
    ["both kept", "3. th, Bag, Jægersborggade 14", "3. th", "Bag", { unit: "3. th", building: "Bag", text: "Jægersborggade 14" }],
    ["unit only", "3. th, Jægersborggade 14", "3. th", null, { unit: "3. th", building: null, text: "Jægersborggade 14" }],
    ["building only", "Bag, Jægersborggade 14", "", "Bag", { unit: null, building: "Bag", text: "Jægersborggade 14" }],
    ["none kept (another platform)", "3. th, Jægersborggade 14", undefined, undefined, { unit: null, building: null, text: "3. th, Jægersborggade 14" }],
    ["the address was retyped without them", "Istedgade 1", "3. th", "Bag", { unit: null, building: null, text: "Istedgade 1" }],
  ] as const)("splitOrderAddress: %s", (_name, address, unit, building, parts) => {
    expect(splitOrderAddress(address, unit, building)).toEqual(parts);
  });
  it("stripPhone keeps digits and +", () => {
    expect(stripPhone("+45 (20) 30-40 50")).toBe("+4520304050");
    expect(stripPhone("tel: 123")).toBe("123");
  });
  it("orderTime is the pre-order time, else now in unix seconds", () => {
    expect(orderTime(1_780_000_000, 1_700_000_000_999)).toBe(1_780_000_000);
    expect(orderTime(null, 1_700_000_000_999)).toBe(1_700_000_000);
  });
});

describe("buildOrderCreatePayload", () => {
  it("builds the spec's payload", () => {
    const p = buildOrderCreatePayload(VALUES, CTX);
    expect(p).toEqual({
      vendor_id: "DK-1001",
      customer: {
        location: { latitude: 55.69, longitude: 12.55, address: "3. th, Bag, Jægersborggade 14", notes: "Ring på klokken", unit: "3. th", building: "Bag" },
        phone_number: "+4531234567",
        name: "Søren",
      },
      order: { payment_method: "CASH_ON_DELIVERY", amount: 249.5, description: "2 pizzas", cold_bag_needed: false },
      vat_number: "",
      preordered_for: 1_780_000_000,
      age_validation_required: true,
      login_pickup_estimation: 15,
      delivery_fee: 39,
      signature: "sig",
    });
    expect(v.safeParse(OrderCreatePayloadSchema, p).success).toBe(true);
  });

  it("tag-id-check-pg: the age check is sent only with the flag", () => {
    expect(buildOrderCreatePayload(VALUES, { ...CTX, ageCheckEnabled: true }).age_validation_required).toBe(true);
    expect(buildOrderCreatePayload(VALUES, { ...CTX, ageCheckEnabled: false }).age_validation_required).toBe(false);
  });

  it("no pre-order without the pre_order flag", () => {
    expect(buildOrderCreatePayload(VALUES, { ...CTX, preOrderEnabled: false }).preordered_for).toBeNull();
  });

  it("pickup code, voucher and the sender block when given", () => {
    const p = buildOrderCreatePayload(
      { ...VALUES, pickupCode: " 1234 " },
      {
        ...CTX,
        voucher: { voucher: { code: "WELCOME10", amount: 10, type: "amount" }, discountedFee: 29, signature: "dsig" },
        guestSender: GUEST,
        vatNumber: "12345678",
        loginPickupEstimation: 0,
        paymentMethod: "ONLINE_PAYMENT",
      },
    );
    expect(p.pickup_tasks).toEqual({ pickup_code: "1234" });
    expect(p.voucher).toEqual({ code: "WELCOME10", amount: 10, type: "amount" });
    expect(p.discounted_delivery_fee).toBe(29);
    expect(p.discounted_delivery_fee_signature).toBe("dsig");
    expect(p.sender).toEqual({
      location: { latitude: 55.67, longitude: 12.56, address: "Vesterbrogade 1", notes: "" },
      name: "Gæst",
      email: "guest@example.com",
      phone_number: "+4520304050",
    });
    expect(p.vat_number).toBe("12345678");
    expect(p.login_pickup_estimation).toBe(0);
    expect(p.order.payment_method).toBe("ONLINE_PAYMENT");
    expect(v.safeParse(OrderCreatePayloadSchema, p).success).toBe(true);
  });

  it("no sender, voucher or pickup task by default", () => {
    const p = buildOrderCreatePayload(VALUES, CTX);
    expect(p).not.toHaveProperty("sender");
    expect(p).not.toHaveProperty("voucher");
    expect(p).not.toHaveProperty("pickup_tasks");
  });

  it("an empty amount (Kuwait) is sent as 0", () => {
    expect(buildOrderCreatePayload({ ...VALUES, orderAmount: "" }, CTX).order.amount).toBe(0);
  });

  it("the contract rejects notes over 1000 bytes and a description over 200 characters", () => {
    const p = buildOrderCreatePayload({ ...VALUES, riderNotes: "ø".repeat(501) }, CTX);
    expect(v.safeParse(OrderCreatePayloadSchema, p).success).toBe(false);
    const q = buildOrderCreatePayload({ ...VALUES, orderDescription: "x".repeat(201) }, CTX);
    expect(v.safeParse(OrderCreatePayloadSchema, q).success).toBe(false);
    const r = buildOrderCreatePayload({ ...VALUES, orderDescription: "🍕".repeat(200) }, CTX);
    expect(v.safeParse(OrderCreatePayloadSchema, r).success).toBe(true);
  });
});

describe("update mode", () => {
  const order: OrderRecord = {
    order_id: "DK-1001-100001",
    vendor_id: "DK-1001",
    created_at: 1,
    updated_at: 1,
    preordered_for: null,
    status: "NEW",
    status_history: [],
    delivery_fee: 39,
    customer: { name: "Ida", phone_number: "+4531234567", location: { address: "Istedgade 1", latitude: 55.67, longitude: 12.56, notes: "2nd floor" } },
    order: { description: "Flowers", amount: 120, payment_method: "PAID" },
    rider_id: null,
    cancel_reason: null,
    eta_vendor: null,
    eta_customer: null,
  };
  it("form values from an existing order", () => {
    expect(formValuesFromOrder(order)).toEqual({
      ...EMPTY_ORDER_FORM,
      riderNotes: "2nd floor",
      orderAmount: "120",
      orderDescription: "Flowers",
      paymentMethod: "PAID",
      destinationName: "Ida",
      destinationPhoneNumber: "+4531234567",
      destinationTextAddress: "Istedgade 1",
    });
  });
  it("the update payload", () => {
    const p = buildOrderUpdatePayload(formValuesFromOrder(order), { vendorId: "DK-1001", destination: { latitude: 55.67, longitude: 12.56 }, fee: { fee: 42, signature: "s2" } });
    expect(p).toEqual({
      vendor_id: "DK-1001",
      payment_method: "PAID",
      amount: 120,
      item_details: "Flowers",
      location: { address: "Istedgade 1", notes: "2nd floor", latitude: 55.67, longitude: 12.56 },
      delivery_fee: 42,
      signature: "s2",
    });
    expect(v.safeParse(OrderUpdatePayloadSchema, p).success).toBe(true);
  });
});
