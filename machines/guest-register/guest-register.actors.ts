// Effect signatures of the guest-register popup: the guest's stored sender data (name, phone, e-mail,
// the pick-up address; local storage, provided at the composition root); tests provide fakes.
import type { GuestRegistrationSource } from "@domain/auth/registration-form";
import { fromPromise } from "xstate";

/** The guest's stored data, or null when there is none. */
export const readGuestData = fromPromise<GuestRegistrationSource | null, void>(async () => {
  throw new Error("readGuestData is not provided");
});
