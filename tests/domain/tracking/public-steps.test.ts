// Public step derivation (issue 12), table-driven over every status: each status with a history in
// which a rider accepted, and without one, for the parcel and the c2c page; DELAYED keeps the step
// before it; a rider who dropped the order sends it back to preparing.
import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "../../../src/domain/orders/statuses";
import { type C2cStep, isNearStep, type ParcelStep, progressSteps, publicStep, showsRider } from "../../../src/domain/tracking/public-steps";

type Row = { status: OrderStatus; accepted: [ParcelStep, C2cStep]; notAccepted: [ParcelStep, C2cStep] };

/** Every status: [parcel, c2c] with a rider who accepted, and without. */
const TABLE: Row[] = [
  { status: "INITIATED", accepted: ["preparing", "placed"], notAccepted: ["preparing", "placed"] },
  { status: "PAYMENT_INITIATED", accepted: ["preparing", "placed"], notAccepted: ["preparing", "placed"] },
  { status: "PAYMENT_COMMITTED", accepted: ["preparing", "placed"], notAccepted: ["preparing", "placed"] },
  { status: "NEW", accepted: ["preparing", "placed"], notAccepted: ["preparing", "placed"] },
  { status: "RECEIVED", accepted: ["preparing", "placed"], notAccepted: ["preparing", "placed"] },
  { status: "WAITING_FOR_TRANSPORT", accepted: ["preparing", "placed"], notAccepted: ["preparing", "placed"] },
  { status: "RECEIVED_BY_VENDOR", accepted: ["courier_accepted", "to_collection"], notAccepted: ["preparing", "placed"] },
  { status: "ACCEPTED_BY_VENDOR", accepted: ["courier_accepted", "to_collection"], notAccepted: ["preparing", "placed"] },
  { status: "MODIFIED", accepted: ["courier_accepted", "to_collection"], notAccepted: ["preparing", "placed"] },
  { status: "ASSIGNED_TO_TRANSPORT", accepted: ["courier_accepted", "to_collection"], notAccepted: ["preparing", "placed"] },
  { status: "COURIER_ACCEPTED_DELIVERY", accepted: ["courier_accepted", "to_collection"], notAccepted: ["courier_accepted", "to_collection"] },
  { status: "NEAR_VENDOR", accepted: ["near_vendor", "near_collection"], notAccepted: ["preparing", "placed"] },
  { status: "PICKED_UP", accepted: ["collected", "to_delivery"], notAccepted: ["collected", "to_delivery"] },
  { status: "COURIER_LEFT_VENDOR", accepted: ["collected", "to_delivery"], notAccepted: ["collected", "to_delivery"] },
  { status: "NEAR_CUSTOMER", accepted: ["near_customer", "near_delivery"], notAccepted: ["near_customer", "near_delivery"] },
  { status: "DELIVERED", accepted: ["delivered", "delivered"], notAccepted: ["delivered", "delivered"] },
  { status: "RETURN_INITIATED", accepted: ["return_initiated", "cancelled"], notAccepted: ["return_initiated", "cancelled"] },
  { status: "RETURNED_TO_VENDOR", accepted: ["returned", "cancelled"], notAccepted: ["returned", "cancelled"] },
  { status: "CANCELLED", accepted: ["cancelled", "cancelled"], notAccepted: ["cancelled", "cancelled"] },
  { status: "PAYMENT_CANCELLED", accepted: ["cancelled", "cancelled"], notAccepted: ["cancelled", "cancelled"] },
  { status: "PAYMENT_FAILED", accepted: ["cancelled", "cancelled"], notAccepted: ["cancelled", "cancelled"] },
  { status: "STALLED", accepted: ["cancelled", "cancelled"], notAccepted: ["cancelled", "cancelled"] },
  // DELAYED keeps the step of the status before it (here: the rider near the vendor, or waiting for one).
  { status: "DELAYED", accepted: ["near_vendor", "near_collection"], notAccepted: ["preparing", "placed"] },
];

const at = (status: OrderStatus, created_at: number) => ({ status, created_at });
/** A history that ends in `status`, with (or without) a rider who accepted before it. */
function order(status: OrderStatus, accepted: boolean) {
  const history = [at("NEW", 100), at("WAITING_FOR_TRANSPORT", 110)];
  if (accepted) history.push(at("COURIER_ACCEPTED_DELIVERY", 120));
  if (status === "DELAYED") history.push(at(accepted ? "NEAR_VENDOR" : "RECEIVED", 130));
  history.push(at(status, 140));
  return { status, status_history: history };
}

describe("publicStep", () => {
  it("the table covers every status once", () => {
    expect(TABLE.map((r) => r.status).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  describe.each(TABLE)("$status", ({ status, accepted, notAccepted }) => {
    it(`with a rider who accepted: parcel ${accepted[0]}, c2c ${accepted[1]}`, () => {
      expect(publicStep(order(status, true), "parcel")).toBe(accepted[0]);
      expect(publicStep(order(status, true), "c2c")).toBe(accepted[1]);
    });
    it(`before a rider accepted: parcel ${notAccepted[0]}, c2c ${notAccepted[1]}`, () => {
      expect(publicStep(order(status, false), "parcel")).toBe(notAccepted[0]);
      expect(publicStep(order(status, false), "c2c")).toBe(notAccepted[1]);
    });
  });

  it("a rider who dropped the order (waiting again after accepting) sends it back to preparing", () => {
    const history = [at("NEW", 100), at("WAITING_FOR_TRANSPORT", 110), at("COURIER_ACCEPTED_DELIVERY", 120), at("WAITING_FOR_TRANSPORT", 130), at("ASSIGNED_TO_TRANSPORT", 140)];
    expect(publicStep({ status: "ASSIGNED_TO_TRANSPORT", status_history: history }, "parcel")).toBe("preparing");
    expect(showsRider({ status: "ASSIGNED_TO_TRANSPORT", status_history: history }, "parcel")).toBe(false);
  });

  it("DELAYED without any earlier status reads as preparing", () => {
    expect(publicStep({ status: "DELAYED", status_history: [at("DELAYED", 1)] }, "parcel")).toBe("preparing");
  });
});

describe("showsRider, near steps and the progress line", () => {
  it("shows the rider only while on the way after accepting; a c2c return goes to the sender", () => {
    expect(showsRider(order("NEAR_VENDOR", true), "parcel")).toBe(true);
    expect(showsRider(order("PICKED_UP", true), "parcel")).toBe(true);
    expect(showsRider(order("RECEIVED", true), "parcel")).toBe(false);
    expect(showsRider(order("DELIVERED", true), "parcel")).toBe(false);
    expect(showsRider(order("RETURN_INITIATED", true), "parcel")).toBe(true);
    expect(showsRider(order("RETURN_INITIATED", true), "c2c")).toBe(false);
  });
  it("near vendor / customer (and their c2c steps) are 'less than 5 minutes away'", () => {
    expect(["near_vendor", "near_customer", "near_collection", "near_delivery"].every((s) => isNearStep(s as ParcelStep))).toBe(true);
    expect(isNearStep("collected")).toBe(false);
  });
  it("the progress line follows the way the order goes", () => {
    expect(progressSteps("parcel", "near_customer")).toEqual(["preparing", "courier_accepted", "near_vendor", "collected", "near_customer", "delivered"]);
    expect(progressSteps("parcel", "returned")).toContain("return_initiated");
    expect(progressSteps("parcel", "cancelled")).toEqual(["preparing", "cancelled"]);
    expect(progressSteps("c2c", "to_delivery")).toEqual(["placed", "to_collection", "near_collection", "to_delivery", "near_delivery", "delivered"]);
  });
});
