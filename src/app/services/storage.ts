// Local storage of the portal (core §3 "Local storage"): guest token, guest orders list,
// terms-required flag, external platform token; plus the persisted outlet toggle and the chosen
// language. Auth tokens of signed-in users are never stored here (the refresh token lives in an
// HttpOnly cookie). Every access tolerates a browser without storage.

export const STORAGE_KEYS = {
  platformToken: "rrp.platform-token",
  guestToken: "rrp.guest-token",
  guestLogin: "rrp.guest-login",
  guestOrders: "rrp.guest-orders",
  termsRequired: "rrp.terms-required",
  includeAllOutlets: "rrp.include-all-outlets",
  /** The history's date-range and status filters (JSON; nothing else of the filters persists). */
  historyFilters: "rrp.history-filters",
  /** The welcome walkthrough was seen in this browser ("1"). */
  welcomeSeen: "rrp.welcome-seen",
  /** A classic session may exist ("1"): set at login and refresh, cleared at logout and failed restore (no token in it). */
  sessionHint: "rrp.session-hint",
} as const;

export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function browserStore(storage: () => Storage = () => localStorage): KeyValueStore {
  return {
    get(key) {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        storage().setItem(key, value);
      } catch {
        // storage full or unavailable: the value lasts for this page only
      }
    },
    remove(key) {
      try {
        storage().removeItem(key);
      } catch {
        // nothing to remove
      }
    },
  };
}

export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const m = new Map(Object.entries(initial));
  return {
    get: (k) => m.get(k) ?? null,
    set: (k, v) => void m.set(k, v),
    remove: (k) => void m.delete(k),
  };
}
