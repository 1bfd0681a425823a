// Selectors of the registration flow: the register page reads these.
import type { SnapshotFrom } from "xstate";
import type { RegistrationField } from "@domain/auth/registration-form";
import { REGISTRATION_SUCCESS } from "@domain/auth/registration-form";
import type { registrationMachine } from "./registration.machine";

type Snapshot = SnapshotFrom<typeof registrationMachine>;

export const selectRegistrationValues = (s: Snapshot) => s.context.values;
export const selectRegistrationMode = (s: Snapshot) => s.context.values.mode;
export const selectRegistrationFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectRegistrationFieldError = (s: Snapshot, field: RegistrationField) => s.context.fieldErrors[field] ?? null;
export const selectRegistrationFormError = (s: Snapshot) => s.context.formError;
export const selectIsRegistering = (s: Snapshot) => s.hasTag("loading");
export const selectCanSubmitRegistration = (s: Snapshot) => s.matches("editing");
export const selectRegistrationSucceeded = (s: Snapshot) => s.matches("succeeded");
/** The success message key (the verification link must be clicked within 24 hours), or null. */
export const selectRegistrationSuccessKey = (s: Snapshot) => (s.matches("succeeded") ? REGISTRATION_SUCCESS : null);
