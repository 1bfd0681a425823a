// The guest orders list of local storage (core section 3 "Local storage": guest orders list, order
// ids): a guest has no vendor list to read orders from, so the tracking page reads the orders it
// placed by id (GET /order each). The request flow appends every order a guest places; logout and a
// successful login clear the list (the session's clearGuestStorage, composition/app-effects.ts). Stored as a JSON array of
// order ids, newest last, at most GUEST_ORDERS_MAX.
import type { KeyValueStore } from "./storage";
import { STORAGE_KEYS } from "./storage";

export const GUEST_ORDERS_MAX = 50;

/** The stored guest order ids (oldest first); anything unreadable counts as none. */
export function readGuestOrderIds(store: KeyValueStore): string[] {
  const raw = store.get(STORAGE_KEYS.guestOrders);
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((x): x is string => typeof x === "string" && x.length > 0) : [];
  } catch {
    return [];
  }
}

/** Appends an order id (once) to the guest orders list. */
export function appendGuestOrderId(store: KeyValueStore, orderId: string): void {
  const ids = readGuestOrderIds(store).filter((id) => id !== orderId);
  ids.push(orderId);
  store.set(STORAGE_KEYS.guestOrders, JSON.stringify(ids.slice(-GUEST_ORDERS_MAX)));
}
