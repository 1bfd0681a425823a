// Model of the request page for generated paths: the page opens for a vendor (a classic one, the
// same one in update mode, a guest) and closes; the guest's stored sender is read (none, one, a
// failure), given and edited; the order to update is read or not found; the flow reports its
// facts, a guest order, notices and its end (an order placed, a 3-D Secure redirect); the flags
// change draw-delivery-areas and the areas are read or not; once the page is usable (and painted) the phone rules
// are loaded (or fail, and load again when the flow's details wait for them).
import type { OrderRecord, Vendor } from "@domain/contract";
import type { GuestSender } from "@domain/request/payload";
import { GUEST_VENDOR } from "@domain/vendors";
import type { RequestFlags } from "@machines/request-flow/request-flow.machine";
import { type RequestPageContext, type RequestPageInput, requestPageMachine } from "@machines/request-page/request-page.machine";
import type { AnyEventObject, AnyMachineSnapshot } from "xstate";

import { outlet1 } from "../../domain/vendors.fixtures";
import type { ModelOptions } from "../../support/model-paths";

export const FLAGS: RequestFlags = { preOrder: true, activateAddressBook: false, drawDeliveryAreas: false, voucher: true, nonePaymentMethod: false };
export const INPUT: RequestPageInput = {
  country: { code: "DK", currency: "DKK", timezone: "Europe/Copenhagen", language: "da", defaultPaymentMethod: "PAID" },
  flags: FLAGS,
};
export const VENDOR: Vendor = outlet1;
export const SAVED_VENDOR: Vendor = {
  ...outlet1,
  vendor_information: { ...outlet1.vendor_information, location: { ...outlet1.vendor_information.location, latitude: 55.7, longitude: 12.57 } },
};
export const SENDER = { name: "Hans Christian Andersen", email: "hca@example.dk", phone_number: "+4540112233", location: null };
export const FLOW_SENDER: GuestSender = { ...SENDER, location: { latitude: 55.688, longitude: 12.559, address: "Blågårdsgade 4", notes: "" } };
export const ORDER = { order_id: "DK-1001-42", vendor_id: "DK-1001" } as unknown as OrderRecord;
export const AREAS = [[[12.5, 55.6], [12.6, 55.6], [12.6, 55.7]]];
export const PHONE_RULES = { isPossiblePhone: () => true, toE164: (phone: string) => phone };

export const OPEN = {
  classic: { type: "REQUEST.OPENED", vendor: VENDOR, mode: "CLASSIC", orderId: null },
  update: { type: "REQUEST.OPENED", vendor: VENDOR, mode: "CLASSIC", orderId: ORDER.order_id },
  guest: { type: "REQUEST.OPENED", vendor: GUEST_VENDOR, mode: "GUEST", orderId: null },
};

const ALL = {
  closeFlags: [{ type: "REQUEST.CLOSED" }, { type: "FLAGS.CHANGED", flags: { ...FLAGS, drawDeliveryAreas: true } }],
};

/** The story: a classic flow (with its areas and its end), update mode, and a guest's sender. */
function storyEvents(s: AnyMachineSnapshot): AnyEventObject[] {
  const c = s.context as RequestPageContext;
  const out: AnyEventObject[] = [];
  const flow = (s.value as { open?: { flow?: string } }).open?.flow;
  const areas = (s.value as { open?: { areas?: string } }).open?.areas;
  const rules = (s.value as { open?: { rules?: string } }).open?.rules;
  const usable = (s.value as { open?: { usable?: string | { shown?: string } } }).open?.usable;
  if (typeof usable === "object" && usable.shown === "painting") return [{ type: "xstate.done.actor.waitForPaint" }];
  if (rules === "loading") return [{ type: "xstate.done.actor.loadPhoneRules", output: PHONE_RULES }, { type: "xstate.error.actor.loadPhoneRules", error: new Error("offline") }];
  if (s.matches("closed")) return [OPEN.classic, OPEN.update, OPEN.guest, ALL.closeFlags[1]];
  if (flow === "readingGuestSender")
    return c.request?.mode === "GUEST"
      ? [{ type: "xstate.done.actor.readGuestSender", output: null }, { type: "xstate.done.actor.readGuestSender", output: SENDER }]
      : [{ type: "xstate.done.actor.readGuestSender", output: null }, { type: "xstate.error.actor.readGuestSender", error: new Error("no storage") }];
  if (areas === "loading") return [{ type: "xstate.done.actor.fetchDeliveryAreas", output: AREAS }, { type: "xstate.error.actor.fetchDeliveryAreas", error: new Error("no areas") }];
  if (flow === "loadingOrder") return [{ type: "xstate.done.actor.fetchOrder", output: ORDER }, { type: "xstate.error.actor.fetchOrder", error: new Error("order not found") }];
  if (flow === "askingGuestSender") return [{ type: "GUEST_SENDER.SAVED", sender: SENDER }];
  out.push(ALL.closeFlags[0]);
  if (flow === "running") {
    out.push({ type: "notify", kind: "SUCCESS", key: "request.order.pushed" });
    if (c.request?.mode === "GUEST") {
      out.push({ type: "FLOW.CHANGED", vendor: GUEST_VENDOR, guestSender: FLOW_SENDER, shown: true }, { type: "request.guestOrderPlaced", orderId: "G-1" }, { type: "GUEST_SENDER.EDIT" });
    } else {
      out.push(
        { type: "FLOW.CHANGED", vendor: SAVED_VENDOR, guestSender: null, shown: true },
        // Details submitted before the rules came: after a failed load they are loaded again.
        ...(rules === "failed" ? [{ type: "FLOW.CHANGED", vendor: VENDOR, guestSender: null, shown: true, needsRules: true }] : []),
        { type: "xstate.done.actor.flow", output: { orderId: "DK-1001-500", redirectUrl: null } },
        { type: "xstate.done.actor.flow", output: { orderId: null, redirectUrl: "/payments/3ds/pi_1" } },
      );
      if (c.request?.orderId === null) out.push(OPEN.update, OPEN.classic, ALL.closeFlags[1]);
      else out.push(OPEN.classic);
    }
  }
  return out;
}

export const requestPageModel: ModelOptions = {
  input: INPUT,
  events: storyEvents,
  exactEvents: true,
  // Vendors and senders by name: the records themselves are fixtures.
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      request: s.context.request ? `${s.context.request.mode}|${s.context.request.vendor.vendor_id}|${s.context.request.orderId}` : null,
      order: s.context.order?.order_id ?? null,
      guestSender: s.context.guestSender ? `${s.context.guestSender.name}|${s.context.guestSender.location ? "located" : "-"}` : null,
      flowSender: s.context.flowSender?.name ?? null,
      saved: Object.keys(s.context.savedVendors),
      areas: s.context.areas?.length ?? null,
      draw: s.context.flags.drawDeliveryAreas,
      rules: s.context.phoneRules !== null,
    }),
};

export { requestPageMachine };
