// Guest-register machine (second file §2: "Guest checkout and a guest-register popup exist. A guest
// can later create an account."; core §2: the guest's account popover offers login and register).
//
// `idle` until ORDER.PLACED {orderId} (the root forwards the request page's `request.guestOrderPlaced`)
// for an order not offered before: the order is remembered (once per order) and `readingForOffer`
// reads the guest's stored data (`readGuestData`; a failure offers an empty form) to `offering`, the
// popup. DISMISS closes it; ACCEPT closes it and emits `guestRegister.accepted` {values}: the
// registration form's values pre-filled from the guest's data (the root keeps them for /register and
// goes there). REGISTER.ASKED (the popover's Register button) reads the same data
// (`readingForRegister`) and emits `guestRegister.accepted` at once, without the popup. Another order
// placed while the popup is shown is remembered, and the popup stays.
import { type GuestRegistrationSource, type RegistrationValues, registrationFromGuest } from "@domain/auth/registration-form";
import { assign, emit, setup } from "xstate";
import { readGuestData } from "./guest-register.actors";

export type GuestRegisterEvent = { type: "ORDER.PLACED"; orderId: string } | { type: "ACCEPT" } | { type: "DISMISS" } | { type: "REGISTER.ASKED" };

export type GuestRegisterEmitted = { type: "guestRegister.accepted"; values: Partial<RegistrationValues> };

export interface GuestRegisterContext {
  /** Orders the popup was offered for (this visit): once per order. */
  offered: string[];
  /** The guest's data as read for the popup. */
  guest: GuestRegistrationSource | null;
}

export const guestRegisterMachine = setup({
  types: {
    context: {} as GuestRegisterContext,
    events: {} as GuestRegisterEvent,
    emitted: {} as GuestRegisterEmitted,
  },
  actors: { readGuestData },
  guards: {
    /** Once per order: an order offered before does not open the popup again. */
    offeredBefore: ({ context }, p: { orderId: string }) => context.offered.includes(p.orderId),
  },
  actions: {
    rememberOrder: assign(({ context }, p: { orderId: string }) => ({
      offered: context.offered.includes(p.orderId) ? context.offered : [...context.offered, p.orderId],
    })),
    storeGuest: assign((_, p: { guest: GuestRegistrationSource | null }) => ({ guest: p.guest })),
    /** The registration form, pre-filled with what the guest gave. */
    emitAccepted: emit((_, p: { guest: GuestRegistrationSource | null }) => ({
      type: "guestRegister.accepted" as const,
      values: registrationFromGuest(p.guest),
    })),
  },
}).createMachine({
  id: "guestRegister",
  context: { offered: [], guest: null },
  initial: "idle",
  states: {
    idle: {
      on: {
        "ORDER.PLACED": [
          { guard: { type: "offeredBefore", params: ({ event }) => ({ orderId: event.orderId }) } },
          { target: "readingForOffer", actions: { type: "rememberOrder", params: ({ event }) => ({ orderId: event.orderId }) } },
        ],
        "REGISTER.ASKED": "readingForRegister",
      },
    },
    readingForOffer: {
      invoke: {
        id: "readGuestData",
        src: "readGuestData",
        onDone: { target: "offering", actions: { type: "storeGuest", params: ({ event }) => ({ guest: event.output }) } },
        onError: { target: "offering", actions: { type: "storeGuest", params: { guest: null } } },
      },
    },
    offering: {
      on: {
        DISMISS: "idle",
        ACCEPT: { target: "idle", actions: { type: "emitAccepted", params: ({ context }) => ({ guest: context.guest }) } },
        "ORDER.PLACED": { actions: { type: "rememberOrder", params: ({ event }) => ({ orderId: event.orderId }) } },
      },
    },
    readingForRegister: {
      invoke: {
        id: "readGuestData",
        src: "readGuestData",
        onDone: { target: "idle", actions: { type: "emitAccepted", params: ({ event }) => ({ guest: event.output }) } },
        onError: { target: "idle", actions: { type: "emitAccepted", params: { guest: null } } },
      },
    },
  },
});
