import type { Vendor } from "@domain/contract";
import { GUEST_VENDOR } from "@domain/vendors";
import type { NotifyEvent } from "@machines/shared/notify";
import { vendorsMachine } from "@machines/vendors/vendors.machine";
import {
  selectCanShowAllOutletsToggle,
  selectIncludeAllOutlets,
  selectIsAllOutletsToggleDisabled,
  selectIsGuestVendor,
  selectIsLoadingVendors,
  selectSelectedVendor,
  selectUserHasParent,
  selectVendorOptions,
  selectVendorsStatus,
} from "@machines/vendors/vendors.selectors";
import { createActor, fromPromise, waitFor } from "xstate";
import { describe, expect, it } from "vitest";
import { outlet1, ownerVendors, parent, single } from "../domain/vendors.fixtures";

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Fake actors answer from queues the test fills; `calls` counts invocations and keeps their signals. */
function start(
  opts: {
    vendors?: Outcome<Vendor[]>[];
    param?: Outcome<boolean>[];
    includeAllOutlets?: boolean;
  } = {},
) {
  const vendorsQueue = [...(opts.vendors ?? [{ ok: true, value: ownerVendors }])];
  const paramQueue = [...(opts.param ?? [{ ok: true, value: true }])];
  const persisted: boolean[] = [];
  const calls = { fetchVendors: 0, fetchAllOutletOrdersParam: 0 };
  const signals: AbortSignal[] = [];
  const answer = <T>(q: Outcome<T>[]) => {
    const o = q.length > 1 ? q.shift()! : q[0];
    return o.ok ? Promise.resolve(o.value) : Promise.reject(o.error);
  };
  const machine = vendorsMachine.provide({
    actors: {
      fetchVendors: fromPromise(async ({ signal }) => {
        calls.fetchVendors++;
        signals.push(signal);
        return answer(vendorsQueue);
      }),
      fetchAllOutletOrdersParam: fromPromise(async () => {
        calls.fetchAllOutletOrdersParam++;
        return answer(paramQueue);
      }),
    },
    actions: { persistOutletToggle: (_, params) => persisted.push(params.value) },
  });
  const actor = createActor(machine, { input: { includeAllOutlets: opts.includeAllOutlets ?? false } });
  const notifications: NotifyEvent[] = [];
  actor.on("notify", (e) => notifications.push(e));
  actor.start();
  return { actor, notifications, persisted, calls, signals };
}

const settled = (a: ReturnType<typeof start>["actor"]) =>
  waitFor(a, (s) => !s.hasTag("loading") && !s.matches({ ready: "checkingOutletOrders" }));

describe("vendors machine", () => {
  it("rests signed out with no vendors until the session signs in", () => {
    const { actor, calls } = start();
    expect(selectVendorsStatus(actor.getSnapshot())).toBe("signedOut");
    expect(actor.getSnapshot().context.vendors).toEqual([]);
    expect(calls.fetchVendors).toBe(0);
  });

  it("loads the vendors on sign-in (tag loading), selects the first parent and reads allOutletOrders", async () => {
    const { actor, calls } = start();
    actor.send({ type: "SESSION.SIGNED_IN" });
    expect(selectIsLoadingVendors(actor.getSnapshot())).toBe(true);
    const s = await settled(actor);
    expect(s.matches({ ready: "idle" })).toBe(true);
    expect(s.context.vendors).toEqual(ownerVendors);
    expect(selectSelectedVendor(s)?.vendor_id).toBe("DK-1000");
    expect(s.context.allOutletOrdersParam).toBe(true);
    expect(calls).toEqual({ fetchVendors: 1, fetchAllOutletOrdersParam: 1 });
    expect(selectUserHasParent(s)).toBe(true);
  });

  it("selects the route's vendor when the user has it", async () => {
    const { actor } = start();
    actor.send({ type: "SESSION.SIGNED_IN", vendorId: "DK-1002" });
    const s = await settled(actor);
    expect(s.context.selectedVendorId).toBe("DK-1002");
  });

  it("ignores a route vendor the user does not own and falls back to the first parent", async () => {
    const { actor } = start();
    actor.send({ type: "SESSION.SIGNED_IN", vendorId: "DK-3001" });
    const s = await settled(actor);
    expect(s.context.selectedVendorId).toBe("DK-1000");
  });

  it("a vendor selected while loading is applied when the list arrives", async () => {
    const { actor } = start();
    actor.send({ type: "SESSION.SIGNED_IN" });
    actor.send({ type: "VENDOR.SELECTED", vendorId: "DK-1001" });
    const s = await settled(actor);
    expect(s.context.selectedVendorId).toBe("DK-1001");
  });

  it("without a parent the first vendor is selected", async () => {
    const { actor } = start({ vendors: [{ ok: true, value: [single] }] });
    actor.send({ type: "SESSION.SIGNED_IN" });
    const s = await settled(actor);
    expect(s.context.selectedVendorId).toBe("DK-2001");
    expect(selectUserHasParent(s)).toBe(false);
  });

  it("VENDOR.SELECTED switches among the user's vendors only", async () => {
    const { actor } = start();
    actor.send({ type: "SESSION.SIGNED_IN" });
    await settled(actor);
    actor.send({ type: "VENDOR.SELECTED", vendorId: "DK-1002" });
    expect(actor.getSnapshot().context.selectedVendorId).toBe("DK-1002");
    actor.send({ type: "VENDOR.SELECTED", vendorId: "DK-3001" });
    expect(actor.getSnapshot().context.selectedVendorId).toBe("DK-1002");
  });

  it("a failed load emits error.cant-retrieve-vendors for 10 s and RETRY loads again", async () => {
    const { actor, notifications, calls } = start({
      vendors: [{ ok: false, error: new Error("offline") }, { ok: true, value: ownerVendors }],
    });
    actor.send({ type: "SESSION.SIGNED_IN" });
    const failed = await waitFor(actor, (s) => s.matches("failed"));
    expect(failed.context.error).toBe("offline");
    expect(notifications).toEqual([{ type: "notify", kind: "ERROR", key: "error.cant-retrieve-vendors", durationMs: 10000 }]);
    actor.send({ type: "RETRY" });
    const s = await settled(actor);
    expect(s.matches("ready")).toBe(true);
    expect(s.context.error).toBeNull();
    expect(calls.fetchVendors).toBe(2);
  });

  it("an empty list emits error.no-vendors for 10 s", async () => {
    const { actor, notifications } = start({ vendors: [{ ok: true, value: [] }] });
    actor.send({ type: "SESSION.SIGNED_IN" });
    await waitFor(actor, (s) => s.matches("empty"));
    expect(notifications).toEqual([{ type: "notify", kind: "ERROR", key: "error.no-vendors", durationMs: 10000 }]);
    expect(selectVendorsStatus(actor.getSnapshot())).toBe("empty");
  });

  it("an unreadable allOutletOrders parameter keeps the toggle hidden but the vendors ready", async () => {
    const { actor } = start({ param: [{ ok: false, error: new Error("500") }] });
    actor.send({ type: "SESSION.SIGNED_IN" });
    const s = await settled(actor);
    expect(s.matches({ ready: "idle" })).toBe(true);
    expect(s.context.allOutletOrdersParam).toBe(false);
    expect(selectCanShowAllOutletsToggle(s)).toBe(false);
  });

  it("OUTLETS.TOGGLED on a parent with the parameter on stores, persists and notifies INFO", async () => {
    const { actor, persisted, notifications } = start();
    actor.send({ type: "SESSION.SIGNED_IN" });
    await settled(actor);
    expect(selectCanShowAllOutletsToggle(actor.getSnapshot())).toBe(true);
    actor.send({ type: "OUTLETS.TOGGLED", value: true });
    const s = actor.getSnapshot();
    expect(s.context.includeAllOutlets).toBe(true);
    expect(selectIncludeAllOutlets(s)).toBe(true);
    expect(persisted).toEqual([true]);
    expect(notifications).toEqual([{ type: "notify", kind: "INFO", key: "all-orders.notif-succes" }]);
  });

  it("the toggle is refused on the request page, on an outlet, and when the parameter is false", async () => {
    const a = start();
    a.actor.send({ type: "SESSION.SIGNED_IN" });
    await settled(a.actor);
    a.actor.send({ type: "OUTLETS.TOGGLED", value: true, onRequestPage: true });
    expect(selectIsAllOutletsToggleDisabled(a.actor.getSnapshot(), true)).toBe(true);
    a.actor.send({ type: "VENDOR.SELECTED", vendorId: "DK-1001" });
    a.actor.send({ type: "OUTLETS.TOGGLED", value: true });
    // Still shown for a user with a parent vendor, but disabled on an outlet.
    expect(selectCanShowAllOutletsToggle(a.actor.getSnapshot())).toBe(true);
    expect(selectIsAllOutletsToggleDisabled(a.actor.getSnapshot(), false)).toBe(true);
    expect(a.persisted).toEqual([]);
    expect(a.notifications).toEqual([]);

    const b = start({ param: [{ ok: true, value: false }] });
    b.actor.send({ type: "SESSION.SIGNED_IN" });
    await settled(b.actor);
    b.actor.send({ type: "OUTLETS.TOGGLED", value: true });
    expect(b.actor.getSnapshot().context.includeAllOutlets).toBe(false);
    expect(b.persisted).toEqual([]);
  });

  it("a persisted toggle applies only where the toggle is offered", async () => {
    const { actor } = start({ includeAllOutlets: true });
    actor.send({ type: "SESSION.SIGNED_IN" });
    await settled(actor);
    expect(selectIncludeAllOutlets(actor.getSnapshot())).toBe(true);
    actor.send({ type: "VENDOR.SELECTED", vendorId: outlet1.vendor_id });
    expect(selectIncludeAllOutlets(actor.getSnapshot())).toBe(false);
  });

  it("sign-out forgets vendors and selection but keeps the persisted toggle; sign-in loads again", async () => {
    const { actor, calls } = start();
    actor.send({ type: "SESSION.SIGNED_IN" });
    await settled(actor);
    actor.send({ type: "OUTLETS.TOGGLED", value: true });
    actor.send({ type: "SESSION.SIGNED_OUT" });
    const s = actor.getSnapshot();
    expect(s.matches("signedOut")).toBe(true);
    expect(s.context).toEqual({
      vendors: [],
      selectedVendorId: null,
      requestedVendorId: null,
      includeAllOutlets: true,
      allOutletOrdersParam: false,
      error: null,
    });
    actor.send({ type: "SESSION.SIGNED_IN" });
    await settled(actor);
    expect(calls.fetchVendors).toBe(2);
  });

  it("sign-out while loading cancels the request (its signal aborts)", async () => {
    const { actor, signals } = start();
    actor.send({ type: "SESSION.SIGNED_IN" });
    actor.send({ type: "SESSION.SIGNED_OUT" });
    expect(signals[0].aborted).toBe(true);
    expect(actor.getSnapshot().matches("signedOut")).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.vendors).toEqual([]);
  });

  it("guest mode uses the guest vendor placeholder; a later sign-in loads the real vendors", async () => {
    const { actor } = start();
    actor.send({ type: "GUEST.ENTERED" });
    let s = actor.getSnapshot();
    expect(s.matches("guest")).toBe(true);
    expect(s.context.vendors).toEqual([GUEST_VENDOR]);
    expect(s.context.selectedVendorId).toBe("vendorID");
    expect(selectIsGuestVendor(s)).toBe(true);
    expect(selectSelectedVendor(s)?.vendor_information.name).toBe("guest");
    actor.send({ type: "SESSION.SIGNED_IN" });
    expect(actor.getSnapshot().context.vendors).toEqual([]);
    s = await settled(actor);
    expect(s.context.vendors).toEqual(ownerVendors);
    expect(selectIsGuestVendor(s)).toBe(false);
  });

  it("branch selector options: parents first with their outlets, labelled name - id", async () => {
    const { actor } = start({ vendors: [{ ok: true, value: [single, outlet1, parent] }] });
    actor.send({ type: "SESSION.SIGNED_IN" });
    const s = await settled(actor);
    expect(selectVendorOptions(s)).toEqual([
      { value: "DK-1000", label: "Nørrebro Pizza Group - DK-1000", isParent: true },
      { value: "DK-1001", label: "Nørrebro Pizza - Jægersborggade - DK-1001", isParent: false },
      { value: "DK-2001", label: "Kaffebaren Christianshavn - DK-2001", isParent: false },
    ]);
  });
});
