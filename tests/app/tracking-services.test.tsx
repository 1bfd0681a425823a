// @vitest-environment happy-dom
// The order side of the root app machine (machines/app, composition/order-side.ts): loaded only
// once someone is signed in, the page of the live update rule, the selection driving the store and
// the channel's subscription, logout forgetting everything and closing the channel, a dropped
// socket followed by a resync that refetches the active orders, and the platform's closes: 4001
// (token expired) refreshes the session and reconnects with the new token, or signs out when the
// session cannot refresh; 4003 (session revoked) signs out. Neither reconnects with the dead token.
import { LIVE_CLOSE } from "@domain/contract";
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
    await waitFor(() => expect(portal?.orders.orders.getSnapshot().context.orders.get("DK-1001-1")?.status).toBe("PICKED_UP"));
  });

  it("logout closes the channel and forgets orders and riders", async () => {
    portal = await startPortal({ path: "/order-tracking/DK-1001", orders: [order("DK-1001-1", "NEW")] });
    await waitForActor(portal.orders.liveChannel, (s) => selectLiveStatus(s) === "subscribed");
    await waitFor(() => expect([...(portal?.orders.orders.getSnapshot().context.orders.keys() ?? [])]).toEqual(["DK-1001-1"]));
    portal.services.session.send({ type: "LOGOUT" });
    await waitForActor(portal.services.session, (s) => s.matches("signedOut"));
    await waitFor(() => expect(selectLiveStatus(portal?.orders.liveChannel.getSnapshot() as never)).toBe("disconnected"));
    expect(portal.orders.orders.getSnapshot().matches("idle")).toBe(true);
    expect(portal.orders.orders.getSnapshot().context.orders.size).toBe(0);
    // No order was shown: the rider tracker (the details side) was never loaded (its reset on logout: tests/machines/app).
    expect(portal.orders.riderTracker).toBeUndefined();
  });

  const signedInOnDK1001 = async (routes?: Parameters<typeof startPortal>[0]["routes"]) => {
    const p = await startPortal({ path: "/order-tracking/DK-1001", orders: [order("DK-1001-1", "NEW")], routes });
    await waitForActor(p.orders.liveChannel, (s) => selectLiveStatus(s) === "subscribed" && s.context.vendorId === "DK-1001");
    return p;
  };
  const refreshes = (p: Portal) => p.platform.calls.filter((c) => c.path === "/identity/v1/refresh").length;
  const logouts = (p: Portal) => p.platform.calls.filter((c) => c.path === "/identity/v1/logout").length;

  it("4001 token expired: the session refreshes and the channel reconnects with the new token", async () => {
    const refreshed = { user: { id: "u1", email: "owner@demo.dk" }, meta: { AccessToken: "access-2", IdToken: "id-2", RefreshToken: "r2", Expires: Math.floor(Date.now() / 1000) + 3600 } };
    // Refused at start-up (no session to restore: the harness logs in), granted afterwards.
    let canRefresh = false;
    const refuse = { status: 401, body: { message: "Failed to login: invalid parameter", translation_key: "auth.Failed to login: invalid parameter" } };
    portal = await signedInOnDK1001({ "POST /identity/v1/refresh": () => (canRefresh ? { status: 200, body: refreshed } : refuse) });
    canRefresh = true;
    const before = refreshes(portal);
    portal.sockets[0].closeWith(LIVE_CLOSE.tokenExpired.code, LIVE_CLOSE.tokenExpired.reason);
    await waitFor(() => expect(portal?.sockets).toHaveLength(2));
    expect(refreshes(portal)).toBe(before + 1);
    expect(atob(new URL(portal.sockets[1].url).searchParams.get("Authorization") ?? "")).toBe("Bearer access-2;id-2");
    await waitForActor(portal.orders.liveChannel, (s) => selectLiveStatus(s) === "subscribed");
    expect(portal.services.session.getSnapshot().matches({ signedIn: "idle" })).toBe(true);
  });

  it("4001 token expired when the session cannot refresh: signed out, channel closed, no reconnect", async () => {
    portal = await signedInOnDK1001(); // the fake platform refuses every refresh
    portal.sockets[0].closeWith(LIVE_CLOSE.tokenExpired.code, LIVE_CLOSE.tokenExpired.reason);
    await waitForActor(portal.services.session, (s) => s.matches("signedOut"));
    await waitFor(() => expect(selectLiveStatus(portal?.orders.liveChannel.getSnapshot() as never)).toBe("disconnected"));
    await new Promise((r) => setTimeout(r, 1500)); // longer than the 1 s reconnect delay
    expect(portal.sockets).toHaveLength(1);
  });

  it("4003 session revoked: signed out at once, channel closed, no reconnect", async () => {
    portal = await signedInOnDK1001();
    const before = refreshes(portal);
    portal.sockets[0].closeWith(LIVE_CLOSE.sessionRevoked.code, LIVE_CLOSE.sessionRevoked.reason);
    await waitForActor(portal.services.session, (s) => s.matches("signedOut"));
    expect(logouts(portal)).toBe(1); // the cookie is cleared too
    expect(refreshes(portal)).toBe(before);
    await waitFor(() => expect(selectLiveStatus(portal?.orders.liveChannel.getSnapshot() as never)).toBe("disconnected"));
    await new Promise((r) => setTimeout(r, 1500));
    expect(portal.sockets).toHaveLength(1);
    expect(portal.orders.orders.getSnapshot().context.orders.size).toBe(0);
  });
});
