// Model of the guest-register popup for generated paths.
import { guestRegisterMachine } from "@machines/guest-register/guest-register.machine";
import type { ModelOptions } from "../../support/model-paths";

export const GUEST = { name: "Ida Holm", email: "ida@example.dk", phone_number: "+45 20 12 34 56", address: "Nørrebrogade 10, København" };

export const guestRegisterModel: ModelOptions = {
  events: [
    { type: "ORDER.PLACED", orderId: "DK-GUEST-1" },
    { type: "ORDER.PLACED", orderId: "DK-GUEST-2" },
    { type: "ACCEPT" },
    { type: "DISMISS" },
    { type: "REGISTER.ASKED" },
    { type: "xstate.done.actor.readGuestData", output: GUEST },
    { type: "xstate.done.actor.readGuestData", output: null },
    { type: "xstate.error.actor.readGuestData", error: new Error("no storage") },
  ],
};

export { guestRegisterMachine };
