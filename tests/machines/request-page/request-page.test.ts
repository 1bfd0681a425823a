// Hand-written specs of the request page (machines/request-page): which flow runs for which vendor
// (update mode reads the order first, a guest gives their sender data first), what happens when the
// flow ends (tracking, or the 3-D Secure redirect, then a fresh flow), what a guest's order leaves
// in storage, a vendor whose origin a flow saved, the delivery areas and the notices.
import { GUEST_VENDOR } from "@domain/vendors";
import { requestPageMachine } from "@machines/request-page/request-page.machine";
import { selectDeliveryAreas, selectGuestSender, selectIsPainted, selectRequestPageStep } from "@machines/request-page/request-page.selectors";
import { describe, expect, it } from "vitest";
import { startControlled } from "../../support/model-paths";
import { AREAS, FLAGS, FLOW_SENDER, INPUT, OPEN, ORDER, PHONE_RULES, SAVED_VENDOR, SENDER, VENDOR } from "./request-page.model";

function start() {
  const effects: Array<{ type: string; params?: unknown }> = [];
  const record = (type: string) => (_: unknown, params?: unknown) => void effects.push({ type, params });
  const c = startControlled(requestPageMachine, {
    input: INPUT,
    provide: {
      actions: Object.fromEntries(["persistGuestSender", "forgetGuestSender", "appendGuestOrder", "navigateToTracking"].map((t) => [t, record(t)])),
    },
  });
  const step = () => selectRequestPageStep(c.actor.getSnapshot());
  return { c, effects, step };
}

describe("request page machine", () => {
  it("says once when its form is shown (request.usable) and loads the phone rules and shows the map only once that frame is painted; every later flow gets them", async () => {
    const { c } = start();
    await c.send(OPEN.classic);
    await c.resolve("readGuestSender", null);
    // The flow checks the service hours: nothing usable yet, no phone rules asked for.
    await c.send({ type: "FLOW.CHANGED", vendor: VENDOR, guestSender: null, shown: false, needsRules: false });
    expect(c.isRunning("loadPhoneRules")).toBe(false);
    expect(c.emitted.filter((e) => e.type === "request.usable")).toHaveLength(0);
    await c.send({ type: "FLOW.CHANGED", vendor: VENDOR, guestSender: null, shown: true, needsRules: false });
    expect(c.emitted.filter((e) => e.type === "request.usable")).toHaveLength(1);
    expect(c.isRunning("loadPhoneRules")).toBe(false);
    expect(c.isRunning("waitForPaint")).toBe(true);
    // The map's place waits for the painted frame too.
    expect(selectIsPainted(c.actor.getSnapshot())).toBe(false);
    await c.resolve("waitForPaint");
    expect(selectIsPainted(c.actor.getSnapshot())).toBe(true);
    expect(c.isRunning("loadPhoneRules")).toBe(true);
    expect(c.inputOf("flow")).toMatchObject({ phoneRules: null });
    await c.resolve("loadPhoneRules", PHONE_RULES);
    expect(c.actor.getSnapshot().context.phoneRules).toBe(PHONE_RULES);
    // A placed order starts a fresh flow: it has the rules from the start.
    await c.resolve("flow", { orderId: "DK-1001-500", redirectUrl: null });
    expect(c.inputOf("flow")).toMatchObject({ phoneRules: PHONE_RULES });
    await c.send({ type: "FLOW.CHANGED", vendor: VENDOR, guestSender: null, shown: true, needsRules: false });
    expect(c.emitted.filter((e) => e.type === "request.usable")).toHaveLength(1);
    c.stop();
  });

  it("phone rules that failed to load are loaded again when the flow's details wait for them", async () => {
    const { c } = start();
    await c.send(OPEN.classic);
    await c.resolve("readGuestSender", null);
    await c.send({ type: "FLOW.CHANGED", vendor: VENDOR, guestSender: null, shown: true, needsRules: false });
    await c.resolve("waitForPaint");
    await c.reject("loadPhoneRules", new Error("offline"));
    expect(c.actor.getSnapshot().matches({ open: { rules: "failed" } })).toBe(true);
    await c.send({ type: "FLOW.CHANGED", vendor: VENDOR, guestSender: null, shown: true, needsRules: true });
    expect(c.isRunning("loadPhoneRules")).toBe(true);
    c.stop();
  });

  it("starts the vendor's flow when opened; the same request again keeps it, another starts over", async () => {
    const { c, step } = start();
    expect(step()).toBe("preparing");
    await c.send(OPEN.classic);
    await c.resolve("readGuestSender", null);
    expect(step()).toBe("running");
    expect(c.inputOf("flow")).toMatchObject({ vendor: VENDOR, mode: "CLASSIC", flags: FLAGS, orderToUpdate: null, guestSender: null });
    expect(c.inputOf("flowRelay")).toMatchObject({ source: "requestFlow", emitted: ["notify", "request.guestOrderPlaced"] });
    await c.send(OPEN.classic);
    expect(c.started.filter((s) => s.src === "requestFlow")).toHaveLength(1);
    await c.send({ type: "REQUEST.CLOSED" });
    expect(c.actor.getSnapshot().matches("closed")).toBe(true);
    expect(c.isRunning("flow")).toBe(false);
    c.stop();
  });

  it("update mode reads the order first; an order it cannot read is not found", async () => {
    const { c, step } = start();
    await c.send(OPEN.update);
    await c.resolve("readGuestSender", null);
    expect(step()).toBe("loadingOrder");
    expect(c.inputOf("fetchOrder")).toEqual({ vendorId: "DK-1001", orderId: "DK-1001-42" });
    await c.resolve("fetchOrder", ORDER);
    expect(c.inputOf("flow")).toMatchObject({ orderToUpdate: ORDER });
    await c.send({ ...OPEN.update, orderId: "missing" });
    await c.resolve("readGuestSender", null);
    await c.reject("fetchOrder", new Error("order not found"));
    expect(step()).toBe("orderNotFound");
    c.stop();
  });

  it("a placed order goes to tracking and a fresh flow starts, no longer in update mode", async () => {
    const { c, effects } = start();
    await c.send(OPEN.update);
    await c.resolve("readGuestSender", null);
    await c.resolve("fetchOrder", ORDER);
    await c.resolve("flow", { orderId: "DK-1001-42", redirectUrl: null });
    expect(effects).toEqual([{ type: "navigateToTracking", params: { orderId: "DK-1001-42" } }]);
    expect(c.inputOf("flow")).toMatchObject({ orderToUpdate: null });
    expect(c.actor.getSnapshot().context.request?.orderId).toBeNull();
    c.stop();
  });

  it("3-D Secure: the browser goes to the gateway's page", async () => {
    const { c, step } = start();
    await c.send(OPEN.classic);
    await c.resolve("readGuestSender", null);
    await c.resolve("flow", { orderId: null, redirectUrl: "/payments/3ds/pi_1" });
    expect(step()).toBe("redirecting");
    expect(c.inputOf("redirectBrowser")).toEqual({ url: "/payments/3ds/pi_1" });
    c.stop();
  });

  it("a guest gives their sender data first; their order joins the guest orders list and the sender keeps the origin", async () => {
    const { c, effects, step } = start();
    await c.send(OPEN.guest);
    await c.resolve("readGuestSender", null);
    expect(step()).toBe("askingGuestSender");
    await c.send({ type: "GUEST_SENDER.SAVED", sender: SENDER });
    expect(effects).toEqual([{ type: "persistGuestSender", params: { sender: SENDER } }]);
    expect(c.inputOf("flow")).toMatchObject({ vendor: GUEST_VENDOR, mode: "GUEST", guestSender: { name: SENDER.name } });
    await c.send({ type: "FLOW.CHANGED", vendor: GUEST_VENDOR, guestSender: FLOW_SENDER });
    await c.send({ type: "request.guestOrderPlaced", orderId: "G-1" });
    expect(effects.slice(1)).toEqual([
      { type: "appendGuestOrder", params: { orderId: "G-1" } },
      { type: "persistGuestSender", params: { sender: FLOW_SENDER } },
    ]);
    expect(selectGuestSender(c.actor.getSnapshot())).toEqual(FLOW_SENDER);
    // Changing the details forgets the stored ones and asks again (with the known values).
    await c.send({ type: "GUEST_SENDER.EDIT" });
    expect(step()).toBe("askingGuestSender");
    expect(effects.at(-1)).toEqual({ type: "forgetGuestSender", params: undefined });
    c.stop();
  });

  it("a guest with stored sender data goes straight to the flow", async () => {
    const { c, step } = start();
    await c.send(OPEN.guest);
    await c.resolve("readGuestSender", { ...FLOW_SENDER });
    expect(step()).toBe("running");
    expect(c.inputOf("flow")).toMatchObject({ guestSender: FLOW_SENDER });
    c.stop();
  });

  it("remembers a vendor whose origin the flow saved: the next flow starts from it", async () => {
    const { c } = start();
    await c.send(OPEN.classic);
    await c.resolve("readGuestSender", null);
    await c.send({ type: "FLOW.CHANGED", vendor: SAVED_VENDOR, guestSender: null });
    await c.send({ type: "REQUEST.CLOSED" });
    await c.send(OPEN.classic);
    await c.resolve("readGuestSender", null);
    expect(c.inputOf("flow")).toMatchObject({ vendor: SAVED_VENDOR });
    c.stop();
  });

  it("reads the delivery areas with draw-delivery-areas; passes the flow's notices on", async () => {
    const { c } = start();
    await c.send({ type: "FLAGS.CHANGED", flags: { ...FLAGS, drawDeliveryAreas: true } });
    await c.send(OPEN.classic);
    expect(c.inputOf("fetchDeliveryAreas")).toEqual({ vendorId: "DK-1001" });
    await c.resolve("fetchDeliveryAreas", AREAS);
    expect(selectDeliveryAreas(c.actor.getSnapshot())).toEqual(AREAS);
    await c.send({ type: "FLAGS.CHANGED", flags: FLAGS });
    expect(selectDeliveryAreas(c.actor.getSnapshot())).toBeNull();
    await c.resolve("readGuestSender", null);
    await c.send({ type: "notify", kind: "SUCCESS", key: "request.order.pushed" });
    expect(c.emitted).toEqual([{ type: "notify", kind: "SUCCESS", key: "request.order.pushed" }]);
    c.stop();
  });
});
