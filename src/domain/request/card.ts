// The card of an online payment (second file §2–4): the user chooses a new or an existing card
// (newOrExistingCard NOT_SET, NEW, EXISTING). A new card is valid only with a name on card and a
// valid card form (number passing the Luhn check, a future expiry month, a 3- or 4-digit security
// code); an existing card needs a selection. The card fields never leave the portal in clear: the
// payment machine encrypts them (encryptCard) before the confirm call.

export const NEW_OR_EXISTING_CARD = ["NOT_SET", "NEW", "EXISTING"] as const;
export type NewOrExistingCard = (typeof NEW_OR_EXISTING_CARD)[number];

/** The raw card form (kept in memory only, never persisted or logged). */
export type CardFields = { number: string; expiryMonth: string; expiryYear: string; securityCode: string };
export const EMPTY_CARD_FIELDS: CardFields = { number: "", expiryMonth: "", expiryYear: "", securityCode: "" };

export type CardChoice = {
  newOrExistingCard: NewOrExistingCard;
  nameOnCard: string;
  /** Whether the card form (CardFields) is valid. */
  cardFormValid: boolean;
  selectedCardId: string | null;
  saveCard: boolean;
};

export const EMPTY_CARD_CHOICE: CardChoice = {
  newOrExistingCard: "NOT_SET",
  nameOnCard: "",
  cardFormValid: false,
  selectedCardId: null,
  saveCard: false,
};

export const CARD_KEYS = {
  chooseCard: "payment.card.choose",
  nameRequired: "payment.card.name-required",
  invalidForm: "payment.card.invalid",
  selectCard: "payment.card.select",
} as const;
export type CardProblem = (typeof CARD_KEYS)[keyof typeof CARD_KEYS];

export const CARD_TEXTS: Record<CardProblem, string> = {
  "payment.card.choose": "Choose a new or a saved card",
  "payment.card.name-required": "Fill the name on the card",
  "payment.card.invalid": "Check the card number, expiry date and security code",
  "payment.card.select": "Select a saved card",
};

/** Why the choice cannot be used yet, or null when it can. */
export function cardChoiceProblem(c: CardChoice): CardProblem | null {
  if (c.newOrExistingCard === "NOT_SET") return CARD_KEYS.chooseCard;
  if (c.newOrExistingCard === "EXISTING") return c.selectedCardId ? null : CARD_KEYS.selectCard;
  if (c.nameOnCard.trim() === "") return CARD_KEYS.nameRequired;
  if (!c.cardFormValid) return CARD_KEYS.invalidForm;
  return null;
}

export const isCardChoiceComplete = (c: CardChoice): boolean => cardChoiceProblem(c) === null;

const digits = (s: string) => s.replace(/[\s-]/g, "");

/** Luhn checksum of a card number of 12 to 19 digits (spaces and dashes ignored). */
export function isLuhnValid(number: string): boolean {
  const d = digits(number);
  if (!/^\d{12,19}$/.test(d)) return false;
  let sum = 0;
  let double = false;
  for (let i = d.length - 1; i >= 0; i--) {
    let n = d.charCodeAt(i) - 48;
    if (double) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * Whether the card form is valid at `now` (epoch ms; the expiry month counts until its end, in UTC).
 * The year may have 2 or 4 digits.
 */
export function isCardFormValid(f: CardFields, nowMs: number): boolean {
  if (!isLuhnValid(f.number)) return false;
  const month = Number(f.expiryMonth);
  if (!/^\d{1,2}$/.test(f.expiryMonth.trim()) || month < 1 || month > 12) return false;
  const yearText = f.expiryYear.trim();
  if (!/^(\d{2}|\d{4})$/.test(yearText)) return false;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const now = new Date(nowMs);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < current) return false;
  return /^\d{3,4}$/.test(f.securityCode.trim());
}

/** Last four digits for display. */
export const lastDigits = (number: string): string => digits(number).slice(-4);

/** The card gateways of the spec (second file §2 "Gateway types"). */
export const GENERIC_CARD_GATEWAY = "generic_creditcard";
export const CYBERSOURCE_CARD_GATEWAY = "cybersource_creditcard";

/**
 * The gateway new intents are offered through: cybersource_creditcard with the
 * cybersource-credit-card-taiwan flag (our reading: the flag switches the deployment's card payments
 * to the CyberSource gateway, as the Taiwan deployment uses), generic_creditcard without it.
 */
export const cardGatewayFor = (flags: { "cybersource-credit-card-taiwan": boolean } | null | undefined): string =>
  flags?.["cybersource-credit-card-taiwan"] ? CYBERSOURCE_CARD_GATEWAY : GENERIC_CARD_GATEWAY;
