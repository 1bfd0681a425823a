// @vitest-environment happy-dom
// The order side of the root app machine (machines/app, composition/order-side.ts): loaded only
// once someone is signed in, the page of the live update rule, the selection driving the store and
// the channel's subscription, logout forgetting everything and closing the channel, and a dropped
// socket followed by a resync that refetches the active orders.
import { selectLiveStatus } from "@machines/live-channel/live-channel.selectors";
import { cleanup, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { waitFor as waitForActor } from "xstate";
import type { AppChildren } from "@machines/app/app.machine";
import { livePageOf } from "@machines/app/app.pages";
import { selectOrderSideReady } from "@machines/app/app.selectors";
import { order, type Portal, startPortal } from "./tracking-harness";
import { createTestApp } from "./test-app";

let portal: Portal | null = null;
afterEach(() => {
  portal?.stop();
  portal = null;
  cleanup();
});

const activeFetches = (p: Portal) => p.listQueries.filter((q) => q.get("count") === "200" && q.get("scheduled") === null).length;

describe("the order side", () => {
  it("knows the page of the live update rule from the path", () => {
    expect(livePageOf("/order-tracking/DK-1001")).toBe("tracking");
    expect(livePageOf("/order-tracking")).toBe("tracking");
    expect(livePageOf("/history/DK-1001")).toBe("history");
    expect(livePageOf("/request-a-rider/DK-1001")).toBe("other");
    expect(livePageOf("/")).toBe("other");
  });

  it("is not loaded for a signed-out visitor (the landing page's first load does not carry it)", async () => {
    const t = await createTestApp();
    await waitForActor(t.child<AppChildren["session"]>("session"), (s) => s.matches("signedOut"));
    t.app.send({ type: "PAGE.CHANGED", pathname: "/", now: Date.now() });
    await new Promise((r) => setTimeout(r, 20));
    expect(selectOrderSideReady(t.app.getSnapshot())).toBe(false);
    expect(t.app.getSnapshot().matches({ orderSide: "idle" })).toBe(true);
    expect(t.app.system.get("orders")).toBeUndefined();
    t.stop();
  });

  it("connects with the session's authorization, subscribes to the selected vendor and follows a vendor change", async () => {
    portal = await startPortal({ path: "/order-tracking/DK-1001", orders: [order("DK-1001-1", "NEW"), order("DK-1002-1", "NEW", { vendor_id: "DK-1002" })] });
    // The page's vendor (DK-1001) replaces the default selection (the parent, DK-1000).
    await waitForActor(portal.orders.liveChannel, (s) => selectLiveStatus(s) === "subscribed" && s.context.vendorId === "DK-1001");
    const socket = portal.sockets[0];
    expect(new URL(socket.url).searchParams.get("Authorization")).toBe(btoa("Bearer access;id"));
    expect(socket.sent).toContainEqual({ action: "subscribeToVendor", data: { vendor_id: "DK-1001" } });
    expect(portal.orders.orders.getSnapshot().context.vendorId).toBe("DK-1001");

    portal.services.vendors.send({ type: "VENDOR.SELECTED", vendorId: "DK-1002" });
    await waitFor(() => expect(socket.sent).toContainEqual({ action: "subscribeToVendor", data: { vendor_id: "DK-1002" } }));
    expect(portal.orders.orders.getSnapshot().context.vendorId).toBe("DK-1002");
  });

  it("after a dropped socket, the reconnect's subscribe_ok refetches the active orders", async () => {
    portal = await startPortal({ path: "/order-tracking/DK-1001", orders: [order("DK-1001-1", "NEW")] });
    await waitForActor(portal.orders.liveChannel, (s) => selectLiveStatus(s) === "subscribed" && s.context.vendorId === "DK-1001");
    await waitForActor(portal.orders.orders, (s) => s.context.vendorId === "DK-1001" && s.matches({ vendorSelected: { current: "ready" } }));
    const before = activeFetches(portal);
    // The platform changes the order while the socket is down: no update reaches the page.
    const first = portal.sockets[0];
    first.open = false;
    (first as unknown as { on: { closed(code?: number): void } }).on.closed(1006);
    portal.records.set("DK-1001-1", { ...order("DK-1001-1", "PICKED_UP"), updated_at: Math.floor(Date.now() / 1000) + 5 });
    await waitForActor(portal.orders.liveChannel, (s) => selectLiveStatus(s) === "subscribed", { timeout: 5000 });
    expect(portal.sockets).toHaveLength(2);
    await waitFor(() => expect(activeFetches(portal as Portal)).toBe(before + 1));
    await waitFor(() => expect(portal?.orders.orders.getSnapshot().context.orders["DK-1001-1"].status).toBe("PICKED_UP"));
  });

  it("logout closes the channel and forgets orders and riders", async () => {
    portal = await startPortal({ path: "/order-tracking/DK-1001", orders: [order("DK-1001-1", "NEW")] });
    await waitForActor(portal.orders.liveChannel, (s) => selectLiveStatus(s) === "subscribed");
    await waitFor(() => expect(Object.keys(portal?.orders.orders.getSnapshot().context.orders ?? {})).toEqual(["DK-1001-1"]));
    portal.services.session.send({ type: "LOGOUT" });
    await waitForActor(portal.services.session, (s) => s.matches("signedOut"));
    await waitFor(() => expect(selectLiveStatus(portal?.orders.liveChannel.getSnapshot() as never)).toBe("disconnected"));
    expect(portal.orders.orders.getSnapshot().matches("idle")).toBe(true);
    expect(portal.orders.orders.getSnapshot().context.orders).toEqual({});
    expect(portal.orders.riderTracker.getSnapshot().context.queue).toEqual([]);
  });
});
