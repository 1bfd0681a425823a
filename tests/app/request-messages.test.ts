// Every key the request flow, the payment and voucher machines, the domain rules and the platform's
// request calls can hand to the request page has an English and a Danish message; the English
// texts are the domain's (the spec's wording where it gives one); Danish keeps the placeholders.
import { readFileSync } from "node:fs";
import { PAYMENT_ERROR_KEYS, REQUEST_ERROR_KEYS, VOUCHER_ERROR_KEYS } from "@domain/contract";
import { CARD_KEYS, CARD_TEXTS } from "@domain/request/card";
import { REQUEST_MESSAGES, REQUEST_TEXTS } from "@domain/request/messages";
import { SAVED_ADDRESS_KEYS } from "@domain/request/saved-address";
import { VALIDATION_KEYS } from "@domain/request/validation";
import { describe, expect, it } from "vitest";
import { GUEST_SENDER_KEYS } from "../../src/app/features/request/guest-sender";
import { PAYMENT_METHOD_LABELS } from "../../src/app/features/request/request-messages";

function catalog(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`../../src/app/locales/${locale}/messages.po`, import.meta.url), "utf8");
  const out = new Map<string, string>();
  for (const block of text.split(/\n\n+/)) {
    if (block.includes("#~")) continue;
    const id = /^msgid "((?:[^"\\]|\\.)*)"/m.exec(block);
    const str = /^msgstr ((?:"(?:[^"\\]|\\.)*"\s*)+)/m.exec(block);
    if (!id || id[1] === "") continue;
    out.set(id[1].replace(/\\"/g, '"'), str ? [...str[1].matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1].replace(/\\"/g, '"')).join("") : "");
  }
  return out;
}

const en = catalog("en");
const da = catalog("da-DK");
const tokens = (s: string) => [...s.matchAll(/\{[^}]+\}|<\/?\d+>/g)].map((m) => m[0]).sort();

const RUNTIME_KEYS = [
  ...Object.values(REQUEST_MESSAGES),
  ...Object.values(VALIDATION_KEYS),
  ...Object.values(SAVED_ADDRESS_KEYS),
  ...Object.values(CARD_KEYS),
  ...Object.values(PAYMENT_ERROR_KEYS),
  ...Object.values(VOUCHER_ERROR_KEYS),
  ...Object.values(REQUEST_ERROR_KEYS),
  ...Object.values(GUEST_SENDER_KEYS),
  "error.payment.card-invalid",
  "request.preorder.invalid",
  "request.error.order-not-updatable",
];

describe("request messages", () => {
  it("every runtime key has an English and a Danish message", () => {
    expect(RUNTIME_KEYS.filter((k) => !en.get(k))).toEqual([]);
    expect(RUNTIME_KEYS.filter((k) => !da.get(k))).toEqual([]);
    for (const label of Object.values(PAYMENT_METHOD_LABELS)) expect(da.get(label.id as string)).toBeTruthy();
  });

  it("English texts are the domain's", () => {
    const texts: Record<string, string> = { ...REQUEST_TEXTS, ...CARD_TEXTS };
    const differing = Object.entries(texts).filter(([k, v]) => en.get(k) !== v).map(([k]) => k);
    expect(differing).toEqual([]);
  });

  it("the spec's wording", () => {
    expect(en.get("request.order.pushed")).toBe("Order pushed!");
    expect(en.get("request.order.updated")).toBe("Order Updated!");
    expect(en.get("request.order.create-failed")).toBe("Could not create that order");
    expect(en.get("request.order.update-failed")).toBe("Could not update that order");
    expect(en.get("request.fee.changed-confirm")).toBe("The delivery fee is now: {fee}{currency}. Are you ok?");
    expect(en.get("request.service-hours.closed")).toBe("Service hours: {from} to {to}. It's {time}");
    expect(en.get("request.origin.saved")).toBe("Address saved");
    expect(en.get("request.origin.no-coordinates")).toBe("No coordinates for that address");
    expect(en.get("request.destination.undeliverable")).toBe("We cannot deliver that order there.");
    expect(en.get("request.destination.cannot-verify")).toBe("Unable to verify if order is deliverable");
    expect(en.get("validation.wrong-customer-name")).toBe("The customer name is not valid");
    expect(en.get("request.form.phone.helper-text")).toContain("{prefix}");
  });

  it("Danish keeps the placeholders of every request message", () => {
    const mine = [...en.keys()].filter((k) => /^(request|validation|voucher|geolocator|payment\.card|error\.(payment|fee))\./.test(k));
    const broken = mine.filter((k) => tokens(da.get(k) ?? "").join() !== tokens(en.get(k) ?? "").join());
    expect(broken).toEqual([]);
  });
});
