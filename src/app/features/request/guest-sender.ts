// The guest's sender data (core §3: the sender block of a guest order comes from stored guest
// data): name, phone and e-mail, asked once before a guest's first request and kept in local
// storage (services/guest-sender.ts); the pick-up location is asked by the request flow's
// origin step. These checks reuse the order form's domain rules for names and phones.
import { isPossiblePhone } from "@domain/request/phone-rules";

export type GuestSenderValues = { name: string; phone: string; email: string };
export type GuestSenderErrors = Partial<Record<keyof GuestSenderValues, string>>;

export const GUEST_SENDER_KEYS = {
  fillName: "request.sender.fill-name",
  wrongName: "request.sender.wrong-name",
  fillPhone: "request.sender.fill-phone",
  phoneIncorrect: "validation.phone-incorrect",
  emailInvalid: "request.sender.email-invalid",
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every failing field with its key (name, phone, e-mail in that order). */
export function guestSenderErrors(values: GuestSenderValues, countryCode: string): GuestSenderErrors {
  const errors: GuestSenderErrors = {};
  const name = values.name.trim();
  if (name === "") errors.name = GUEST_SENDER_KEYS.fillName;
  else if (/\p{Nd}/u.test(name)) errors.name = GUEST_SENDER_KEYS.wrongName;
  const phone = values.phone.trim();
  if (phone === "") errors.phone = GUEST_SENDER_KEYS.fillPhone;
  else if (!isPossiblePhone(phone, countryCode)) errors.phone = GUEST_SENDER_KEYS.phoneIncorrect;
  if (!EMAIL.test(values.email.trim())) errors.email = GUEST_SENDER_KEYS.emailInvalid;
  return errors;
}
