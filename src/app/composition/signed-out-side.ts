// The signed-out side's chunk (loaded by the root's `loadSignedOutSide` the first time a signed-out page
// is shown or someone becomes a guest): the login form, registration, password reset and the
// guest-register popup, each provided with its real effects (identity calls, local storage). The
// machines decide; these only do.
import { forgotPassword, register, resetPassword } from "@api/calls/identity";
import type { RegisterRequest, ResetPasswordRequest } from "@domain/contract/identity";
import type { SignedOutSideLoaded } from "@machines/app/app.actors";
import { guestRegisterMachine } from "@machines/guest-register/guest-register.machine";
import { loginMachine } from "@machines/login/login.machine";
import { passwordResetMachine } from "@machines/password-reset/password-reset.machine";
import { registrationMachine } from "@machines/registration/registration.machine";
import { fromPromise } from "xstate";
import { readGuestSender } from "../services/guest-sender";
import { STORAGE_KEYS } from "../services/storage";
import type { AppDeps } from "./app-deps";

export function loadSignedOutSide(deps: AppDeps): SignedOutSideLoaded {
  const { api, store } = deps;
  return {
    login: loginMachine.provide({
      actors: { readTermsAccepted: fromPromise(async () => store.get(STORAGE_KEYS.termsRequired) === "accepted") },
      actions: { rememberTermsAccepted: () => store.set(STORAGE_KEYS.termsRequired, "accepted") },
    }),
    registration: registrationMachine.provide({
      actors: { register: fromPromise(({ input, signal }: { input: RegisterRequest; signal: AbortSignal }) => register(api, input, signal)) },
    }),
    passwordReset: passwordResetMachine.provide({
      actors: {
        requestResetCode: fromPromise(({ input, signal }: { input: { email: string }; signal: AbortSignal }) => forgotPassword(api, input, signal)),
        resetPassword: fromPromise(({ input, signal }: { input: ResetPasswordRequest; signal: AbortSignal }) => resetPassword(api, input, signal)),
      },
    }),
    // The guest-register popup pre-fills the registration from the guest's stored sender data.
    guestRegister: guestRegisterMachine.provide({
      actors: {
        readGuestData: fromPromise(async () => {
          const sender = readGuestSender(store);
          if (!sender) return null;
          // A national number gets the deployment's prefix, as the registration form asks ("+4512345678").
          const phone = sender.phone_number.trim();
          const phone_number = phone.startsWith("+") ? phone : `${deps.config.phonePrefix}${phone}`;
          return { name: sender.name, email: sender.email, phone_number, address: sender.location?.address ?? null };
        }),
      },
    }),
  };
}
