// The registration form: its values, the client-side checks (built from the domain's account rules)
// that give one error key per field, the payload sent to POST /register, and how a platform error is
// placed on a field or on the form. Pure functions: the registration machine calls them.
import { isEmail, isPasswordValid, passwordsMatch, sanitizePhone } from "../auth";
import type { RegisterRequest } from "../contract";

/** Link to an existing vendor by its code, or create a new vendor by name. Exactly one is sent. */
export type RegistrationMode = "vendorCode" | "vendorName";

export interface RegistrationValues {
  mode: RegistrationMode;
  email: string;
  vendorCode: string;
  vendorName: string;
  businessName: string;
  mobileNumber: string;
  password: string;
  passwordConfirmation: string;
  termsAccepted: boolean;
}

export type RegistrationTextField = Exclude<keyof RegistrationValues, "mode" | "termsAccepted">;
export type RegistrationField = RegistrationTextField | "termsAccepted";
export type RegistrationFieldErrors = Partial<Record<RegistrationField, string>>;

export const REGISTRATION_TEXT_FIELDS: readonly RegistrationTextField[] = [
  "email",
  "vendorCode",
  "vendorName",
  "businessName",
  "mobileNumber",
  "password",
  "passwordConfirmation",
];

export const EMPTY_REGISTRATION: RegistrationValues = {
  mode: "vendorCode",
  email: "",
  vendorCode: "",
  vendorName: "",
  businessName: "",
  mobileNumber: "",
  password: "",
  passwordConfirmation: "",
  termsAccepted: false,
};

/** Keys of the client-side checks with their English text (the platform's keys are in the contract). */
export const REGISTRATION_FORM_ERRORS = {
  "registration.error.wrong-email": "The email is incorrect",
  "registration.error.vendor-code-required": "Please enter your vendor code",
  "registration.error.vendor-name-required": "Please enter your vendor name",
  "registration.error.business-name-required": "Please enter your business name",
  "registration.error.mobile-number": "Please enter a valid mobile number",
  "registration.error.password-rules":
    "The password needs at least 8 characters, 1 letter, 1 number, 1 uppercase, 1 lowercase and 1 special character (!@#$%^&*)",
  "registration.error.password-mismatch": "The passwords do not match",
  "registration.error.terms-required": "Please accept the terms and conditions",
} as const;
export type RegistrationFormErrorKey = keyof typeof REGISTRATION_FORM_ERRORS;

export const REGISTRATION_GENERIC_ERROR = "registration.error.generic";
export const REGISTRATION_SUCCESS = "registration.success";

/** Mobile numbers: digits and "+" only (phone inputs strip the rest), 6 to 20 digits. */
const isMobileNumber = (n: string) => /^\+?\d{6,20}$/.test(sanitizePhone(n));

/** One error key per field that fails, in form order; empty when the form can be sent. */
export function validateRegistration(values: RegistrationValues): RegistrationFieldErrors {
  const errors: RegistrationFieldErrors = {};
  if (!isEmail(values.email)) errors.email = "registration.error.wrong-email";
  if (values.mode === "vendorCode" && values.vendorCode.trim() === "") errors.vendorCode = "registration.error.vendor-code-required";
  if (values.mode === "vendorName" && values.vendorName.trim() === "") errors.vendorName = "registration.error.vendor-name-required";
  if (values.businessName.trim() === "") errors.businessName = "registration.error.business-name-required";
  if (!isMobileNumber(values.mobileNumber)) errors.mobileNumber = "registration.error.mobile-number";
  if (!isPasswordValid(values.password)) errors.password = "registration.error.password-rules";
  if (!passwordsMatch(values.password, values.passwordConfirmation)) errors.passwordConfirmation = "registration.error.password-mismatch";
  if (!values.termsAccepted) errors.termsAccepted = "registration.error.terms-required";
  return errors;
}

/** What a field holds after the user types `value` (the mobile number keeps digits and "+"). */
export const normalizeRegistrationInput = (field: RegistrationTextField, value: string) =>
  field === "mobileNumber" ? sanitizePhone(value) : value;

/** The POST /register payload: only the identifier of the chosen mode is sent. */
export function toRegisterRequest(values: RegistrationValues): RegisterRequest {
  return {
    email: values.email.trim(),
    ...(values.mode === "vendorCode" ? { vendor_code: values.vendorCode.trim() } : { vendor_name: values.vendorName.trim() }),
    business_name: values.businessName.trim(),
    mobile_number: sanitizePhone(values.mobileNumber),
    password: values.password,
    password_confirmation: values.passwordConfirmation,
    terms_accepted: true,
  };
}

/** Platform keys that belong to one field; every other key is shown for the whole form. */
const FIELD_OF_KEY: Record<string, RegistrationField> = {
  "registration.error.vendor-missing": "vendorCode",
  "registration.error.already-linked-outlet": "vendorCode",
  "registration.error.wrong-email": "email",
  "registration.error.email-registered": "email",
  "registration.error.password-rules": "password",
  "registration.error.password-mismatch": "passwordConfirmation",
};

const FIELD_OF_PATH: Record<string, RegistrationField> = {
  email: "email",
  vendor_code: "vendorCode",
  vendor_name: "vendorName",
  business_name: "businessName",
  mobile_number: "mobileNumber",
  password: "password",
  password_confirmation: "passwordConfirmation",
  terms_accepted: "termsAccepted",
};

/** Keys that are not registration keys but have their own text for the user (offline, unreadable answer). */
const PASSTHROUGH_KEYS = new Set(["error.network", "error.malformed-answer"]);

interface FailureLike {
  translationKey?: unknown;
  issues?: unknown;
}

/**
 * Places a failed registration: a platform key that belongs to a field goes on that field; validation
 * issues with a registration key go on the field of their path; the rest becomes the form error
 * (the offline and unreadable-answer keys as they are, anything else registration.error.generic).
 */
export function registrationFailure(error: unknown): { fieldErrors: RegistrationFieldErrors; formError: string | null } {
  const e = (typeof error === "object" && error !== null ? error : {}) as FailureLike;
  const key = typeof e.translationKey === "string" ? e.translationKey : null;
  const fieldErrors: RegistrationFieldErrors = {};
  const field = key ? FIELD_OF_KEY[key] : undefined;
  if (key && field) fieldErrors[field] = key;
  if (Array.isArray(e.issues)) {
    for (const issue of e.issues as { path?: unknown; message?: unknown }[]) {
      const f = typeof issue?.path === "string" ? FIELD_OF_PATH[issue.path] : undefined;
      const m = typeof issue?.message === "string" ? issue.message : "";
      if (f && !fieldErrors[f] && m.startsWith("registration.error.") && m !== REGISTRATION_GENERIC_ERROR) fieldErrors[f] = m;
    }
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, formError: null };
  const formError = key && (key.startsWith("registration.error.") || PASSTHROUGH_KEYS.has(key)) ? key : REGISTRATION_GENERIC_ERROR;
  return { fieldErrors, formError };
}

/** What a guest gave when requesting (core §3 "stored guest data"): name, phone, e-mail and pick-up address. */
export interface GuestRegistrationSource {
  name: string;
  email: string;
  phone_number: string;
  address: string | null;
}

/**
 * The registration form pre-filled from a guest's data (the guest-register popup): a guest has no
 * vendor code, so the account creates a vendor by name, the guest's name; the business name is the
 * name too until the guest changes it; the e-mail and the mobile number as given. The address is not
 * a field of the registration form (the new vendor's address is set on its first request).
 */
export function registrationFromGuest(guest: GuestRegistrationSource | null): Partial<RegistrationValues> {
  if (!guest) return {};
  const name = guest.name.trim();
  return {
    mode: "vendorName",
    vendorName: name,
    businessName: name,
    email: guest.email.trim(),
    mobileNumber: sanitizePhone(guest.phone_number),
  };
}
