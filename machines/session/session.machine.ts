// Session machine: who is using the portal and with which credentials.
//
// At start-up it detects the mode (`detectingMode`): it reads local storage (`readingStorage`).
// A stored external platform token is decoded (`decodingPlatformToken`); when that works the app is
// in GODROID mode (`godroid`) with the vendor of the token's first platform token, and when it does
// not, the app falls back to the classic path. A stored guest login whose token is still valid goes
// straight to guest mode (`guest.active`) when guest checkout is on; one whose token is expired or
// invalid (or any, with guest checkout off) is discarded (`discardingGuestLogin`: guest storage
// cleared, `session.loggedOut` emitted), and then the app enters guest mode with a fresh guest token
// when guest checkout is on, or stays signed out. Everything else
// tries to restore a classic session from the HttpOnly refresh cookie (`restoring`): success is
// `signedIn`, failure `signedOut`. The restore gets `mayHaveSession` (the stored session hint): without
// it the actor fails at once instead of asking the platform (no 401 on every signed-out page).
//
// `signedOut.idle` takes LOGIN.SUBMITTED (`signedOut.loggingIn`) and GUEST.REQUESTED (only with guest
// checkout on). A successful login stores user and tokens, emits `session.loggedIn` and clears the
// guest orders (`signedIn.clearingGuestStorage`); a failed one emits `session.loginFailed` with the
// "Failed to login: …" message. `signedIn.idle` waits `refreshDelay` (until 600 s before expiry) and
// refreshes (`signedIn.refreshing`); a failed refresh logs out. Guests get their token in
// `guest.fetchingToken`, keep it in `guest.storingToken`, and may log in from `guest.active`.
// LOGOUT from any signed-in mode goes through `loggingOut` (revoke the refresh token, clear guest
// storage) to `signedOut`, emitting `session.loggedOut`. FLAGS.CHANGED keeps the guest-checkout flag.
// The machine never reads a clock: the storage read and every login/refresh answer carry the time
// they arrived (`nowSec`, supplied by the composition root); the guest token is judged at the
// former, and the refresh delay counts from the latter.
// TOKEN.EXPIRED (the platform said the access token expired, e.g. the live channel closed with 4001,
// possibly before the refresh timer fired because the clocks differ) refreshes at once in
// `signedIn.idle`; a guest or GODROID token cannot be refreshed, so those sessions sign out.
import { errorMessage } from "@domain/error-message";
import { guestTokenStatus } from "@domain/platform-token";
import { type AppMode, refreshDelayMs, type SessionUser } from "@domain/session";
import { assign, emit, setup } from "xstate";
import {
  clearGuestStorage,
  decodePlatformToken,
  fetchGuestToken,
  type GuestToken,
  login,
  logout,
  readStoredSession,
  refresh,
  restoreSession,
  type SessionAnswer,
  type StoredSession,
  storeGuestToken,
} from "./session.actors";

export type SessionTokens = {
  accessToken: string;
  idToken: string;
  /** Expiry of the access token (unix seconds). */
  expires: number;
  /** When the answer with these tokens arrived (unix seconds): the refresh delay counts from then. */
  receivedAt: number;
};

export type SessionContext = {
  mode: AppMode;
  user: SessionUser | null;
  /** Access and id token with their expiry (unix seconds). The refresh token is never kept here. */
  tokens: SessionTokens | null;
  platformToken: string | null;
  guestToken: string | null;
  /** Vendor of the GODROID platform token. */
  vendorId: string | null;
  /** Message of the last failure (login, guest token), shown by the views. */
  error: string | null;
  /** The guest_checkout flag, as last reported by FLAGS.CHANGED (or the input). */
  guestCheckout: boolean;
  /** A classic session may exist (the stored hint; true when storage could not be read). */
  mayHaveSession: boolean;
};

export type SessionInput = { guestCheckout?: boolean } | undefined;

export type SessionEvent =
  | { type: "LOGIN.SUBMITTED"; email: string; password: string }
  | { type: "LOGOUT" }
  /** The platform refused the access token as expired: refresh now (or sign out when it cannot be refreshed). */
  | { type: "TOKEN.EXPIRED" }
  | { type: "GUEST.REQUESTED" }
  | { type: "FLAGS.CHANGED"; guestCheckout: boolean };

export type SessionEmitted =
  | { type: "session.loggedIn" }
  | { type: "session.loggedOut" }
  | { type: "session.loginFailed"; message: string };

/** Fallback text when a guest token cannot be obtained and the effect gave no message. */
export const GUEST_TOKEN_ERROR = "Could not start a guest session";

// Signing in looks the same from the signed-out and the guest states: only where a failure returns
// differs (the sibling state that shows the form again), so both use this one state node.
const loggingIn = (returnTo: "idle" | "active") =>
  ({
    tags: ["loading"],
    invoke: {
      id: "login",
      src: "login",
      input: ({ event }: { event: SessionEvent }) => {
        const e = event as Extract<SessionEvent, { type: "LOGIN.SUBMITTED" }>;
        return { email: e.email, password: e.password };
      },
      onDone: {
        target: "#session.signedIn.clearingGuestStorage",
        actions: [{ type: "storeLoginAnswer", params: ({ event }: { event: { output: SessionAnswer } }) => ({ answer: event.output }) }, "emitLoggedIn"],
      },
      onError: {
        target: returnTo,
        actions: [
          { type: "recordError", params: ({ event }: { event: { error: unknown } }) => ({ message: errorMessage(event.error) }) },
          { type: "emitLoginFailed", params: ({ event }: { event: { error: unknown } }) => ({ message: errorMessage(event.error) }) },
        ],
      },
    },
  }) as const;

const signedOutContext = (guestCheckout: boolean, mayHaveSession = false): SessionContext => ({
  mode: "CLASSIC",
  user: null,
  tokens: null,
  platformToken: null,
  guestToken: null,
  vendorId: null,
  error: null,
  guestCheckout,
  mayHaveSession,
});

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
    tags: {} as "loading" | "resolving",
  },
  actors: {
    readStoredSession,
    decodePlatformToken,
    restoreSession,
    login,
    refresh,
    logout,
    fetchGuestToken,
    clearGuestStorage,
    storeGuestToken,
  },
  delays: {
    /**
     * Refresh when fewer than 600 s remain: wait until 600 s before Expires (0 when already due),
     * counted from when the tokens arrived (entered right after, so that is the current time).
     */
    refreshDelay: ({ context }) => refreshDelayMs(context.tokens?.expires ?? 0, context.tokens?.receivedAt ?? 0),
  },
  guards: {
    /** A stored external platform token means the app was opened embedded (GODROID). */
    hasPlatformToken: (_, p: { stored: StoredSession }) => !!p.stored.platformToken,
    /**
     * A previous guest session whose token can still be used, while guest checkout is on: resume it
     * without a new token. (With guest checkout off it counts as stale: guest mode is gated by the flag.)
     * The token is judged at the time storage was read.
     */
    hasUsableGuestLogin: ({ context }, p: { stored: StoredSession }) =>
      context.guestCheckout &&
      (p.stored.guestLogin || !!p.stored.guestToken) &&
      guestTokenStatus(p.stored.guestToken, p.stored.nowSec) === "valid",
    /** A previous guest session whose token is expired or invalid: the spec logs it out first. */
    hasStaleGuestLogin: (_, p: { stored: StoredSession }) => p.stored.guestLogin || !!p.stored.guestToken,
    /** Guest mode is gated by the guest_checkout flag. */
    guestCheckoutOn: ({ context }) => context.guestCheckout,
  },
  actions: {
    /** Keeps what storage held so the next states can use the tokens. */
    rememberStoredSession: assign((_, p: { stored: StoredSession }) => ({
      platformToken: p.stored.platformToken,
      guestToken: p.stored.guestToken,
      mayHaveSession: p.stored.sessionHint ?? true,
    })),
    /** GODROID: the platform token authorizes every call and the vendor comes from it. */
    enterGodroidMode: assign((_, p: { vendorId: string }) => ({ mode: "GODROID" as const, vendorId: p.vendorId, error: null })),
    /** The platform token could not be decoded: fall back to the classic mode without it. */
    dropPlatformToken: assign({ platformToken: null, mode: "CLASSIC" as const }),
    /** Login and refresh answers replace user and tokens; the session becomes a classic one. */
    storeLoginAnswer: assign((_, p: { answer: SessionAnswer }) => ({
      mode: "CLASSIC" as const,
      user: { id: p.answer.user.id, email: p.answer.user.email },
      tokens: { accessToken: p.answer.meta.AccessToken, idToken: p.answer.meta.IdToken, expires: p.answer.meta.Expires, receivedAt: p.answer.nowSec },
      guestToken: null,
      error: null,
    })),
    /** Keeps the fresh guest token until it is stored. */
    rememberGuestToken: assign((_, p: { guest: GuestToken }) => ({ guestToken: p.guest.token })),
    /** GUEST: the guest token authorizes the calls. */
    enterGuestMode: assign({ mode: "GUEST" as const, error: null }),
    /** Logout and failures reset the session but keep the flag the machine was told about. */
    resetSession: assign(({ context }) => signedOutContext(context.guestCheckout)),
    /** A new attempt starts without the previous failure message. */
    clearError: assign({ error: null }),
    /** Failure message for the views (login toast, guest failure). */
    recordError: assign((_, p: { message: string }) => ({ error: p.message })),
    /** Remembers the guest_checkout flag that gates guest mode. */
    rememberGuestCheckout: assign((_, p: { guestCheckout: boolean }) => ({ guestCheckout: p.guestCheckout })),
    /** The composition root refetches order lists and refreshes flags after a login. */
    emitLoggedIn: emit({ type: "session.loggedIn" as const }),
    /** The composition root resets stores, closes the live channel and shows "You are now disconnected.". */
    emitLoggedOut: emit({ type: "session.loggedOut" as const }),
    /** The composition root shows the toast with key "auth." + message. */
    emitLoginFailed: emit((_, p: { message: string }) => ({ type: "session.loginFailed" as const, message: p.message })),
  },
}).createMachine({
  id: "session",
  context: ({ input }) => signedOutContext(input?.guestCheckout ?? false, true),
  initial: "detectingMode",
  on: {
    "FLAGS.CHANGED": { actions: { type: "rememberGuestCheckout", params: ({ event }) => ({ guestCheckout: event.guestCheckout }) } },
  },
  states: {
    detectingMode: {
      tags: ["resolving"],
      initial: "readingStorage",
      states: {
        readingStorage: {
          invoke: {
            id: "readStoredSession",
            src: "readStoredSession",
            onDone: [
              {
                guard: { type: "hasPlatformToken", params: ({ event }) => ({ stored: event.output }) },
                target: "decodingPlatformToken",
                actions: { type: "rememberStoredSession", params: ({ event }) => ({ stored: event.output }) },
              },
              {
                guard: { type: "hasUsableGuestLogin", params: ({ event }) => ({ stored: event.output }) },
                target: "#session.guest.active",
                actions: [{ type: "rememberStoredSession", params: ({ event }) => ({ stored: event.output }) }, "enterGuestMode"],
              },
              {
                guard: { type: "hasStaleGuestLogin", params: ({ event }) => ({ stored: event.output }) },
                target: "discardingGuestLogin",
              },
              { target: "#session.restoring", actions: { type: "rememberStoredSession", params: ({ event }) => ({ stored: event.output }) } },
            ],
            onError: { target: "#session.restoring" },
          },
        },
        decodingPlatformToken: {
          invoke: {
            id: "decodePlatformToken",
            src: "decodePlatformToken",
            input: ({ context }) => ({ token: context.platformToken ?? "" }),
            onDone: {
              target: "#session.godroid",
              actions: { type: "enterGodroidMode", params: ({ event }) => ({ vendorId: event.output.vendorId }) },
            },
            onError: { target: "#session.restoring", actions: "dropPlatformToken" },
          },
        },
        discardingGuestLogin: {
          invoke: {
            id: "clearGuestStorage",
            src: "clearGuestStorage",
            onDone: [
              { guard: "guestCheckoutOn", target: "#session.guest", actions: ["resetSession", "emitLoggedOut"] },
              { target: "#session.signedOut", actions: ["resetSession", "emitLoggedOut"] },
            ],
            onError: [
              { guard: "guestCheckoutOn", target: "#session.guest", actions: ["resetSession", "emitLoggedOut"] },
              { target: "#session.signedOut", actions: ["resetSession", "emitLoggedOut"] },
            ],
          },
        },
      },
    },
    restoring: {
      tags: ["resolving"],
      invoke: {
        id: "restoreSession",
        src: "restoreSession",
        input: ({ context }) => ({ mayHaveSession: context.mayHaveSession }),
        onDone: {
          target: "signedIn.idle",
          actions: { type: "storeLoginAnswer", params: ({ event }) => ({ answer: event.output }) },
        },
        onError: { target: "signedOut" },
      },
    },
    godroid: {
      // The embedding platform's token cannot be refreshed here.
      on: { LOGOUT: "loggingOut", "TOKEN.EXPIRED": "loggingOut" },
    },
    signedIn: {
      initial: "idle",
      on: { LOGOUT: "loggingOut" },
      states: {
        clearingGuestStorage: {
          invoke: { id: "clearGuestStorage", src: "clearGuestStorage", onDone: "idle", onError: "idle" },
        },
        idle: {
          after: { refreshDelay: "refreshing" },
          on: { "TOKEN.EXPIRED": "refreshing" },
        },
        refreshing: {
          invoke: {
            id: "refresh",
            src: "refresh",
            onDone: { target: "idle", actions: { type: "storeLoginAnswer", params: ({ event }) => ({ answer: event.output }) } },
            onError: { target: "#session.loggingOut" },
          },
        },
      },
    },
    signedOut: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "LOGIN.SUBMITTED": { target: "loggingIn", actions: "clearError" },
            "GUEST.REQUESTED": { guard: "guestCheckoutOn", target: "#session.guest", actions: "clearError" },
          },
        },
        loggingIn: loggingIn("idle"),
      },
    },
    guest: {
      initial: "fetchingToken",
      states: {
        fetchingToken: {
          tags: ["resolving"],
          invoke: {
            id: "fetchGuestToken",
            src: "fetchGuestToken",
            onDone: { target: "storingToken", actions: { type: "rememberGuestToken", params: ({ event }) => ({ guest: event.output }) } },
            onError: {
              target: "#session.signedOut",
              actions: { type: "recordError", params: ({ event }) => ({ message: errorMessage(event.error, GUEST_TOKEN_ERROR) }) },
            },
          },
        },
        storingToken: {
          tags: ["resolving"],
          invoke: {
            id: "storeGuestToken",
            src: "storeGuestToken",
            // Entered from fetchGuestToken's done event, whose output is the token to keep.
            input: ({ context, event }) => {
              const output = (event as unknown as { output?: GuestToken }).output;
              return output ?? { token: context.guestToken ?? "", expires: 0 };
            },
            onDone: { target: "active", actions: "enterGuestMode" },
            onError: { target: "active", actions: "enterGuestMode" },
          },
        },
        active: {
          on: {
            "LOGIN.SUBMITTED": { target: "loggingIn", actions: "clearError" },
            LOGOUT: "#session.loggingOut",
            // A guest token cannot be refreshed (a new one would not see this guest's orders).
            "TOKEN.EXPIRED": "#session.loggingOut",
          },
        },
        loggingIn: loggingIn("active"),
      },
    },
    loggingOut: {
      initial: "revoking",
      states: {
        revoking: {
          invoke: { id: "logout", src: "logout", onDone: "clearing", onError: "clearing" },
        },
        clearing: {
          invoke: {
            id: "clearGuestStorage",
            src: "clearGuestStorage",
            onDone: { target: "#session.signedOut", actions: ["resetSession", "emitLoggedOut"] },
            onError: { target: "#session.signedOut", actions: ["resetSession", "emitLoggedOut"] },
          },
        },
      },
    },
  },
});
