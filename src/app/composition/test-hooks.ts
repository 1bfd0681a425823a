// Test-only hooks: outside production builds, or with the harmless query flag ?rrp-test-hooks=1 at
// start, window.__rrp reaches the order side (order store, live channel) so e2e measurements can
// inject orders (ORDERS.ORDER_RECEIVED) into this page's own store and read the channel's state.
// Nothing is sent anywhere: it only touches the memory of the current page.
import { selectOrderSideReady } from "@machines/app/app.selectors";
import { waitFor } from "xstate";
import type { AppActor } from "../app-context";

export const TEST_HOOKS_FLAG = "rrp-test-hooks";

export function testHooksEnabled(): boolean {
  if (import.meta.env.MODE !== "production") return true;
  try {
    return new URLSearchParams(window.location.search).get(TEST_HOOKS_FLAG) === "1";
  } catch {
    return false;
  }
}

export function exposeTestHooks(app: AppActor): void {
  if (typeof window === "undefined" || !testHooksEnabled()) return;
  (window as unknown as { __rrp?: unknown }).__rrp = {
    /** Resolves once the order side runs. */
    load: () => waitFor(app, selectOrderSideReady).then(() => undefined),
    get orders() {
      return app.system.get("orders");
    },
    get liveChannel() {
      return app.system.get("liveChannel");
    },
  };
}
