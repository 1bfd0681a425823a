// Hand-written specs of the online payment: the card choice rules (NOT_SET, a new card needs a name
// and a valid form, an existing card a selection), wallet → intent → encryption → confirm, the 3-D
// Secure redirect, every failure key, and both SignatureExpired branches on the simulated clock
// (with the real feeRefresh child, whose recompute the spec settles).
import { paymentIntentMachine } from "@machines/payment-intent/payment-intent.machine";
import {
  selectCanPay,
  selectCardProblem,
  selectChangedFee,
  selectIsPaying,
  selectPaidOrderId,
  selectPaymentErrorKey,
  selectPaymentErrorValues,
  selectPaymentStep,
  selectRedirectUrl,
  selectRemovedCardIds,
  selectRemovingCardId,
  selectSelectedCardId,
} from "@machines/payment-intent/payment-intent.selectors";
import { describe, expect, it } from "vitest";
import { type ExecuteOptions, settle, startControlled } from "../../support/model-paths";
import { controllableFeeRefresh } from "../fee-refresh/fee-refresh.model";
import {
  declined,
  ENCRYPTED,
  FEE_REQUEST,
  INTENT,
  NEW_FEE,
  ORDER,
  PAY_NOW_MS,
  returnedIntent,
  SAME_FEE,
  serverError,
  serviceClosed,
  signatureExpired,
  TEST_CARD,
  WALLET,
} from "./payment-intent.model";

type Snap = ReturnType<typeof paymentIntentMachine.getInitialSnapshot>;

async function start(provide?: ExecuteOptions["provide"]) {
  const c = startControlled(paymentIntentMachine, { input: { vendorId: "DK-1001", now: PAY_NOW_MS }, provide });
  await settle();
  return { ...c, snap: () => c.actor.getSnapshot() as unknown as Snap };
}

const PAY = { type: "PAY", order: ORDER, feeRequest: FEE_REQUEST };

async function withNewCard(provide?: ExecuteOptions["provide"]) {
  const p = await start(provide);
  await p.send({ type: "CARD.MODE_SELECTED", mode: "NEW" });
  await p.send({ type: "CARD.NAME_CHANGED", name: "Ida Jensen" });
  await p.send({ type: "CARD.FORM_CHANGED", fields: TEST_CARD });
  await p.send({ type: "CARD.SAVE_TOGGLED", save: true });
  return p;
}

async function toIntent(p: Awaited<ReturnType<typeof start>>) {
  await p.send(PAY);
  expect(p.inputOf("initWallet")).toEqual({ vendorId: "DK-1001" });
  await p.resolve("initWallet", WALLET);
}

describe("paymentIntent: the card choice", () => {
  it("nothing chosen: PAY stays with payment.card.choose", async () => {
    const p = await start();
    expect(selectCardProblem(p.snap())).toBe("payment.card.choose");
    expect(selectCanPay(p.snap())).toBe(false);
    await p.send(PAY);
    expect(selectPaymentStep(p.snap())).toBe("collectingCard");
    expect(selectPaymentErrorKey(p.snap())).toBe("payment.card.choose");
    expect(p.started).toEqual([]);
  });

  it("a new card needs a name on card and a valid card form", async () => {
    const p = await start();
    await p.send({ type: "CARD.MODE_SELECTED", mode: "NEW" });
    await p.send(PAY);
    expect(selectPaymentErrorKey(p.snap())).toBe("payment.card.name-required");
    await p.send({ type: "CARD.NAME_CHANGED", name: "Ida Jensen" });
    expect(selectPaymentErrorKey(p.snap())).toBeNull();
    await p.send({ type: "CARD.FORM_CHANGED", fields: { ...TEST_CARD, number: "4242 4242 4242 4241" } });
    await p.send(PAY);
    expect(selectPaymentErrorKey(p.snap())).toBe("payment.card.invalid");
    await p.send({ type: "CARD.FORM_CHANGED", fields: { ...TEST_CARD, expiryMonth: "04", expiryYear: "2026" } });
    expect(selectCardProblem(p.snap())).toBe("payment.card.invalid");
    await p.send({ type: "CARD.FORM_CHANGED", fields: { ...TEST_CARD, expiryMonth: "05", expiryYear: "26" } });
    expect(selectCanPay(p.snap())).toBe(true);
  });

  it("an existing card needs a selection", async () => {
    const p = await start();
    await p.send({ type: "CARD.MODE_SELECTED", mode: "EXISTING" });
    await p.send(PAY);
    expect(selectPaymentErrorKey(p.snap())).toBe("payment.card.select");
    await p.send({ type: "CARD.SELECTED", cardId: "card_1" });
    expect(selectCanPay(p.snap())).toBe(true);
  });
});

describe("paymentIntent: wallet → intent → confirm", () => {
  it("new card: the intent carries the order as online payment with login_pickup_estimation 0; the card is encrypted first", async () => {
    const p = await withNewCard();
    await toIntent(p);
    expect(selectIsPaying(p.snap())).toBe(true);
    expect(p.inputOf("createIntent")).toEqual({
      wallet_id: "wallet-1",
      bearer_token: "wallet-token",
      vendor_id: "DK-1001",
      order: { ...ORDER, login_pickup_estimation: 0, order: { ...ORDER.order, payment_method: "ONLINE_PAYMENT" } },
    });
    await p.resolve("createIntent", INTENT);
    expect(p.inputOf("encryptCard")).toEqual({ fields: TEST_CARD });
    await p.resolve("encryptCard", ENCRYPTED);
    expect(p.snap().context.cardFields.number).toBe("");
    expect(p.inputOf("confirmIntent")).toEqual({
      order: { vendor_id: "DK-1001", vat_number: "", preordered_for: null },
      bearer_token: "wallet-token",
      purchase_intent_id: "intent-1",
      payment_method: "generic_creditcard",
      card: { ...ENCRYPTED, holder_name: "Ida Jensen", save_card: true },
    });
    await p.resolve("confirmIntent", { order_id: "DK-1001-300001" });
    expect(p.snap().status).toBe("done");
    expect(p.snap().output).toEqual({ status: "paid", orderId: "DK-1001-300001" });
    expect(selectPaidOrderId(p.snap())).toBe("DK-1001-300001");
  });

  it("existing card: confirmed with its instrument id, no encryption", async () => {
    const p = await start();
    await p.send({ type: "CARD.MODE_SELECTED", mode: "EXISTING" });
    await p.send({ type: "CARD.SELECTED", cardId: "card_1" });
    await toIntent(p);
    await p.resolve("createIntent", INTENT);
    expect(p.started.some((a) => a.src === "encryptCard")).toBe(false);
    expect(p.inputOf("confirmIntent")).toMatchObject({ payment_instrument_id: "card_1" });
    expect(p.inputOf("confirmIntent")).not.toHaveProperty("card");
  });

  it("3-D Secure: ends in redirecting with the URL", async () => {
    const p = await withNewCard();
    await toIntent(p);
    await p.resolve("createIntent", INTENT);
    await p.resolve("encryptCard", ENCRYPTED);
    await p.resolve("confirmIntent", { order_id: "DK-1001-300001", redirect_required: { redirectUrl: "/payments/3ds/intent-1" } });
    expect(selectPaymentStep(p.snap())).toBe("redirecting");
    expect(selectRedirectUrl(p.snap())).toBe("/payments/3ds/intent-1");
    expect(p.snap().output).toEqual({ status: "redirect", orderId: "DK-1001-300001", redirectUrl: "/payments/3ds/intent-1" });
  });

  it.each([
    ["initWallet", "error.payment.init"],
    ["createIntent", "error.payment.intent-creation"],
    ["encryptCard", "error.payment.intent-creation"],
    ["confirmIntent", "error.payment.intent-creation"],
  ])("%s fails: back to the card with %s", async (actor, key) => {
    const p = await withNewCard();
    await p.send(PAY);
    for (const [id, output] of [
      ["initWallet", WALLET],
      ["createIntent", INTENT],
      ["encryptCard", ENCRYPTED],
    ] as const) {
      if (id === actor) break;
      await p.resolve(id, output);
    }
    await p.reject(actor, serverError);
    expect(selectPaymentStep(p.snap())).toBe("collectingCard");
    expect(selectPaymentErrorKey(p.snap())).toBe(key);
  });

  it.each([["createIntent"], ["confirmIntent"]] as const)(
    "%s refused outside the service hours: back to the card with the service-closed key and its values",
    async (actor) => {
      const p = await withNewCard();
      await toIntent(p);
      if (actor === "confirmIntent") {
        await p.resolve("createIntent", INTENT);
        await p.resolve("encryptCard", ENCRYPTED);
      }
      await p.reject(actor, serviceClosed);
      expect(selectPaymentStep(p.snap())).toBe("collectingCard");
      expect(selectPaymentErrorKey(p.snap())).toBe("request.service-hours.closed");
      expect(selectPaymentErrorValues(p.snap())).toEqual({ from: "08:00", to: "22:00", time: "03:00" });
    },
  );

  it("the service-closed key with a text that cannot be read back stays the generic failure (no empty placeholders)", async () => {
    const p = await withNewCard();
    await toIntent(p);
    await p.reject("createIntent", Object.assign(new Error("closed"), { status: 400, translationKey: "request.service-hours.closed" }));
    expect(selectPaymentErrorKey(p.snap())).toBe("error.payment.intent-creation");
    expect(selectPaymentErrorValues(p.snap())).toBeNull();
  });

  it("a declined card keeps the platform's key", async () => {
    const p = await withNewCard();
    await toIntent(p);
    await p.resolve("createIntent", INTENT);
    await p.resolve("encryptCard", ENCRYPTED);
    await p.reject("confirmIntent", declined);
    expect(selectPaymentErrorKey(p.snap())).toBe("error.payment.declined");
    expect(selectCanPay(p.snap())).toBe(false); // the card fields were forgotten once encrypted
  });
});

describe("paymentIntent: SignatureExpired while creating the intent", () => {
  /** A new card up to the intent, with the real feeRefresh child. */
  async function withFeeRefresh() {
    const feeRefresh = controllableFeeRefresh();
    const p = await withNewCard({ actors: { feeRefresh: feeRefresh.machine } });
    await toIntent(p);
    return { p, calls: feeRefresh.calls };
  }

  it("waits 1 s on the clock, recomputes; the same fee retries with the new signature", async () => {
    const { p, calls } = await withFeeRefresh();
    await p.reject("createIntent", signatureExpired);
    expect(selectPaymentStep(p.snap())).toBe("refreshingFee");
    expect(selectIsPaying(p.snap())).toBe(true);
    await p.advance(999);
    expect(calls).toHaveLength(0);
    await p.advance(1);
    expect(calls.map((c) => c.input)).toEqual([FEE_REQUEST]);
    calls[0].resolve(SAME_FEE);
    await settle();
    expect(selectPaymentStep(p.snap())).toBe("creatingIntent");
    expect(p.inputOf("createIntent")).toMatchObject({ order: { signature: "fee-sig-2", delivery_fee: 39 } });
  });

  it("a changed fee aborts with error.fee.changed and the new fee", async () => {
    const { p, calls } = await withFeeRefresh();
    await p.reject("createIntent", signatureExpired);
    await p.fire("xstate.after.signatureRetryDelay.feeRefresh.waiting");
    calls[0].resolve(NEW_FEE);
    await settle();
    expect(selectPaymentStep(p.snap())).toBe("collectingCard");
    expect(selectPaymentErrorKey(p.snap())).toBe("error.fee.changed");
    expect(selectChangedFee(p.snap())).toEqual(NEW_FEE);
  });

  it("only the amount counts: the same amount of another type retries (the order carries no type)", async () => {
    const { p, calls } = await withFeeRefresh();
    await p.reject("createIntent", signatureExpired);
    await p.advance(1000);
    calls[0].resolve({ ...SAME_FEE, type: "deliveryFee" });
    await settle();
    expect(selectPaymentStep(p.snap())).toBe("creatingIntent");
  });

  it("a fee that cannot be recomputed: error.fee.recompute", async () => {
    const { p, calls } = await withFeeRefresh();
    await p.reject("createIntent", signatureExpired);
    await p.advance(1000);
    calls[0].reject(serverError);
    await settle();
    expect(selectPaymentStep(p.snap())).toBe("collectingCard");
    expect(selectPaymentErrorKey(p.snap())).toBe("error.fee.recompute");
  });

  it("the child gets the fee request and the order's amount; its outcome decides (fake child)", async () => {
    const p = await withNewCard();
    await toIntent(p);
    await p.reject("createIntent", signatureExpired);
    expect(p.inputOf("feeRefresh")).toEqual({ request: FEE_REQUEST, accepted: { fee: 39 } });
    await p.resolve("feeRefresh", { status: "unchanged", fee: SAME_FEE });
    expect(p.inputOf("createIntent")).toMatchObject({ order: { signature: "fee-sig-2" } });
    await p.reject("createIntent", signatureExpired);
    await p.resolve("feeRefresh", { status: "changed", fee: NEW_FEE });
    expect(selectPaymentErrorKey(p.snap())).toBe("error.fee.changed");
  });
});

describe("paymentIntent: back from 3-D Secure, saved cards (issue 17)", () => {
  it.each([
    ["failed", "error.payment.three-ds-failed"],
    ["cancelled", "error.payment.intent-cancelled"],
    ["requires_action", "error.payment.not-completed"],
  ] as const)("an intent that %s shows %s in the card section", async (status, key) => {
    const p = await start();
    await p.send({ type: "PAYMENT.RETURNED", intentId: "intent-0" });
    expect(selectPaymentStep(p.snap())).toBe("checkingReturn");
    expect(p.inputOf("readIntentStatus")).toEqual({ intentId: "intent-0" });
    await p.resolve("readIntentStatus", returnedIntent(status));
    expect(selectPaymentStep(p.snap())).toBe("collectingCard");
    expect(selectPaymentErrorKey(p.snap())).toBe(key);
  });

  it("an intent that succeeded after all ends the payment with its order; an unreadable status leaves the choice as it was", async () => {
    const paid = await start();
    await paid.send({ type: "PAYMENT.RETURNED", intentId: "intent-0" });
    await paid.resolve("readIntentStatus", returnedIntent("succeeded"));
    expect(selectPaidOrderId(paid.snap())).toBe("DK-1001-299999");
    expect(paid.snap().output).toEqual({ status: "paid", orderId: "DK-1001-299999" });

    const unknown = await start();
    await unknown.send({ type: "PAYMENT.RETURNED", intentId: "intent-0" });
    await unknown.reject("readIntentStatus", serverError);
    expect(selectPaymentStep(unknown.snap())).toBe("collectingCard");
    expect(selectPaymentErrorKey(unknown.snap())).toBeNull();
  });

  it("removes a saved card: hidden, no longer selected; a failed removal says error.payment.card-remove", async () => {
    const p = await start();
    await p.send({ type: "CARD.MODE_SELECTED", mode: "EXISTING" });
    await p.send({ type: "CARD.SELECTED", cardId: "card_1" });
    await p.send({ type: "CARD.REMOVE", cardId: "card_1" });
    expect(selectRemovingCardId(p.snap())).toBe("card_1");
    expect(p.inputOf("removeSavedCard")).toEqual({ vendorId: "DK-1001", cardId: "card_1" });
    await p.resolve("removeSavedCard", undefined);
    expect(selectRemovedCardIds(p.snap())).toEqual(["card_1"]);
    expect(selectSelectedCardId(p.snap())).toBeNull();
    expect(selectCanPay(p.snap())).toBe(false);

    await p.send({ type: "CARD.REMOVE", cardId: "card_2" });
    await p.reject("removeSavedCard", serverError);
    expect(selectRemovedCardIds(p.snap())).toEqual(["card_1"]);
    expect(selectPaymentErrorKey(p.snap())).toBe("error.payment.card-remove");
  });
});
