// A guest's sender data in local storage (core §3 "stored guest data"): name, phone, e-mail and, once
// a request asked for it, the pick-up location. Anything unreadable counts as none.
import { hasCoordinates } from "@domain/request/coordinates";
import type { StoredGuestSender } from "@machines/request-page/request-page.inputs";
import type { KeyValueStore } from "./storage";

export type { StoredGuestSender };

/** Local storage key of the guest's sender data. */
export const GUEST_SENDER_KEY = "rrp.guest-sender";

export function readGuestSender(store: KeyValueStore): StoredGuestSender | null {
  const raw = store.get(GUEST_SENDER_KEY);
  if (!raw) return null;
  try {
    const x = JSON.parse(raw) as Partial<StoredGuestSender>;
    if (typeof x.name !== "string" || typeof x.phone_number !== "string" || typeof x.email !== "string" || !x.name.trim()) return null;
    const l = x.location;
    const location =
      l && hasCoordinates(l) && typeof l.address === "string" ? { latitude: l.latitude, longitude: l.longitude, address: l.address, notes: typeof l.notes === "string" ? l.notes : "" } : null;
    return { name: x.name, email: x.email, phone_number: x.phone_number, location };
  } catch {
    return null;
  }
}

export function writeGuestSender(store: KeyValueStore, sender: StoredGuestSender): void {
  store.set(GUEST_SENDER_KEY, JSON.stringify(sender));
}

export function forgetGuestSender(store: KeyValueStore): void {
  store.remove(GUEST_SENDER_KEY);
}
