// Payment calls of the orders service (second file §4, §7), against the platform's test gateway:
// POST /order/payment/auth/{vendorId} (a wallet), GET /order/payment/public-key (the RSA-OAEP key
// that encrypts card fields), GET /order/payment/cards/{vendorId} (saved cards), POST
// /order/payment/intent (every rule of POST /order, SignatureExpired included, with ONLINE_PAYMENT)
// and POST /order/payment/intent/confirm (a saved card or an encrypted new one: success → the
// order_id; 3-D Secure → also redirect_required to the platform's /payments/3ds/{intentId} page;
// declined → 402). Online payment is never for guests (these are owners' calls: mount() refuses a
// guest with 403), and only where the vendor and the country offer it.
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { ONLINE_PAYMENT, PAYMENT_ERROR_KEYS, THREE_DS_PATH } from "../../../domain/contract/payment";
import { CYBERSOURCE_CARD_GATEWAY, cardGatewayFor, GENERIC_CARD_GATEWAY } from "../../../domain/request/card";
import type { AppDeps } from "../../context";
import type { PendingCard } from "../../db/schema-request";
import { ApiError, notFound } from "../../http/errors";
import type { Mount } from "../../http/mount";
import type { InvalidMapper } from "../../http/validate";
import type { Principal } from "../../security/tokens";
import { creatorOf } from "../delivery/request-vendor";
import { FlagRepository } from "../flags/repository";
import { assertPreorderTime, orderInvalid } from "../order-create/placement";
import type { RequestServices } from "../order-create/services";
import { decryptField } from "./card-crypto";
import { PaymentFlow } from "./flow";
import { type CardOutcomeOrDecline, checkCard } from "./gateway";
import { PaymentSweeper } from "./sweeper";

export const CARD_INVALID_KEY = "error.payment.card-invalid";
const CARD_GATEWAYS: readonly string[] = [GENERIC_CARD_GATEWAY, CYBERSOURCE_CARD_GATEWAY];

export function mountPaymentRoutes(mount: Mount, deps: AppDeps, services: RequestServices) {
  const { vendors, placement, gateway } = services;
  const flow = new PaymentFlow(deps, services);
  const flags = new FlagRepository(deps.db, deps.now);
  /** The card gateway of the deployment's region now (cybersource-credit-card-taiwan flag). */
  const currentGateway = async () => cardGatewayFor(await flags.get(deps.deployment.region));

  const onlineVendor = async (principal: Principal, vendorId: string) => {
    const { row } = await vendors.resolve(principal, vendorId, { guests: false });
    if (!(await placement.availableMethods(row, false)).includes(ONLINE_PAYMENT))
      throw new ApiError(400, "Online payment is not available for this vendor", PAYMENT_ERROR_KEYS.getIfEnabled);
    return row;
  };

  mount(ENDPOINTS.initPaymentWallet, async ({ params, principal }) => {
    const vendor = await onlineVendor(principal, params.vendorId);
    return { result: await gateway.createWallet(vendor.vendorId, creatorOf(principal) ?? "platform") };
  });

  mount(ENDPOINTS.getPaymentPublicKey, async () => {
    const key = await gateway.keys.get();
    return { result: { kid: key.kid, jwk: key.publicJwk } };
  });

  mount(ENDPOINTS.getSavedCards, async ({ params, principal }) => {
    const { row } = await vendors.resolve(principal, params.vendorId, { guests: false });
    const cards = await gateway.cards(row.vendorId);
    return {
      result: {
        cards: cards.map((card) => ({
          id: card.id,
          last_digits: card.lastDigits,
          scheme: card.scheme,
          expiry_month: card.expiryMonth,
          expiry_year: card.expiryYear,
          holder_name: card.holderName,
        })),
      },
    };
  });

  // Issue 17: a removed card can no longer be charged (confirm answers error.payment.card-invalid).
  mount(ENDPOINTS.removeSavedCard, async ({ params, principal }) => {
    const { row } = await vendors.resolve(principal, params.vendorId, { guests: false });
    if (!(await gateway.removeCard(row.vendorId, params.cardId))) throw notFound("Unknown saved card", PAYMENT_ERROR_KEYS.cardNotFound);
    deps.logger.info({ vendorId: row.vendorId, cardId: params.cardId }, "saved card removed");
    return { result: { id: params.cardId, removed: true as const } };
  });

  // Issue 17: where an intent is, for the portal when the user comes back from 3-D Secure. An open
  // intent past its lifetime is cancelled here at once (the sweeper would do it on its next round).
  mount(ENDPOINTS.getPaymentIntentStatus, async ({ params, principal }) => {
    let intent = await gateway.intent(params.intentId);
    if (!intent) throw notFound("Unknown payment intent", PAYMENT_ERROR_KEYS.intentCreation);
    await vendors.resolve(principal, intent.vendorId, { guests: false });
    if ((intent.status === "created" || intent.status === "requires_action") && intent.expiresAtMs <= deps.now()) {
      await new PaymentSweeper(deps).sweep();
      intent = (await gateway.intent(params.intentId)) ?? intent;
    }
    const order = intent.orderId ? await placement.orders.find(intent.orderId) : null;
    return { result: { intent_id: intent.intentId, status: intent.status, order_id: intent.orderId, order_status: order?.status ?? null } };
  });

  // Failures inside the order payload get the spec's field keys, as on POST /order.
  const intentInvalid: InvalidMapper = (issues) => {
    const inner = issues.filter((i) => i.path.startsWith("order.")).map((i) => ({ ...i, path: i.path.slice("order.".length) }));
    return orderInvalid(inner.length ? inner : issues);
  };

  // Mounted with intentInvalid (passed after the handler) for its body's failures.
  mount(ENDPOINTS.createPaymentIntent, async ({ body, principal }) => {
    const vendor = await onlineVendor(principal, body.vendor_id);
    const wallet = await gateway.wallet(body.wallet_id, body.bearer_token);
    if (!wallet || wallet.vendorId !== vendor.vendorId) throw new ApiError(401, "Invalid or expired payment wallet", PAYMENT_ERROR_KEYS.init);
    if (body.order.vendor_id !== body.vendor_id)
      throw new ApiError(400, "Invalid request", PAYMENT_ERROR_KEYS.intentCreation, [{ path: "order.vendor_id", message: "must be the intent's vendor" }]);
    const prepared = await placement.prepare(principal, body.order, { online: true });
    const intent = await gateway.createIntent({
      wallet,
      createdBy: prepared.createdBy,
      order: { payload: body.order, base_fee: prepared.baseFee, paid_fee: prepared.paidFee, voucher_code: prepared.voucher?.code ?? null },
      amount: prepared.paidFee,
      currency: vendor.currency,
    });
    const cards = await gateway.cards(vendor.vendorId);
    const gatewayName = await currentGateway();
    return {
      result: {
        payment_methods: [{ name: gatewayName, paymentInstruments: cards.map((card) => ({ id: card.id, type: gatewayName })) }],
        intent_id: intent.intentId,
      },
    };
  }, { invalidBody: intentInvalid });

  mount(ENDPOINTS.confirmPaymentIntent, async ({ body, principal }) => {
    const intent = await gateway.intent(body.purchase_intent_id);
    if (!intent) throw new ApiError(404, "Unknown payment intent", PAYMENT_ERROR_KEYS.intentCreation);
    await vendors.resolve(principal, intent.vendorId, { guests: false });
    if (body.order.vendor_id !== intent.vendorId)
      throw new ApiError(400, "Invalid request", PAYMENT_ERROR_KEYS.intentCreation, [{ path: "order.vendor_id", message: "must be the intent's vendor" }]);
    if (!(await gateway.wallet(intent.walletId, body.bearer_token))) throw new ApiError(401, "Invalid or expired payment wallet", PAYMENT_ERROR_KEYS.init);
    if (intent.expiresAtMs <= deps.now()) throw new ApiError(400, "The payment intent has expired", PAYMENT_ERROR_KEYS.intentCreation);
    if (intent.status !== "created") throw new ApiError(409, "The payment intent was already confirmed", PAYMENT_ERROR_KEYS.intentCreation);
    // A card gateway other than the one the deployment offers now is refused (other names, e.g.
    // ONLINE_PAYMENT, are read as "the intent's gateway", as before).
    if (CARD_GATEWAYS.includes(body.payment_method) && body.payment_method !== (await currentGateway()))
      throw new ApiError(400, "Unknown payment gateway", PAYMENT_ERROR_KEYS.intentCreation, [{ path: "payment_method", message: "not the gateway the intent offers" }]);
    assertPreorderTime(body.order.preordered_for, deps.now(), "order.preordered_for");
    const intentVendor = await vendors.vendors.find(intent.vendorId);
    if (intentVendor) await placement.assertServiceHours(intentVendor.row, body.order.preordered_for, "order.preordered_for");

    let card: PendingCard;
    let outcome: CardOutcomeOrDecline;
    if (body.payment_instrument_id) {
      const saved = await gateway.card(intent.vendorId, body.payment_instrument_id);
      if (!saved) throw new ApiError(400, "Unknown saved card", CARD_INVALID_KEY, [{ path: "payment_instrument_id", message: "unknown" }]);
      if (Date.UTC(saved.expiryYear, saved.expiryMonth, 1) <= deps.now()) throw new ApiError(400, "The card has expired", CARD_INVALID_KEY);
      card = {
        last_digits: saved.lastDigits,
        scheme: saved.scheme,
        expiry_month: saved.expiryMonth,
        expiry_year: saved.expiryYear,
        holder_name: saved.holderName,
        save_card: false,
        card_id: saved.id,
      };
      outcome = saved.outcome;
    } else if (body.card) {
      const key = await gateway.keys.get();
      if (body.card.kid !== key.kid) throw new ApiError(400, "The payment key has changed, please try again", PAYMENT_ERROR_KEYS.init, [{ path: "card.kid", message: "unknown key" }]);
      let fields: { number: string; month: string; year: string; cvc: string };
      try {
        const [number, month, year, cvc] = await Promise.all(
          [body.card.encrypted_number, body.card.encrypted_expiry_month, body.card.encrypted_expiry_year, body.card.encrypted_security_code].map((f) =>
            decryptField(key, f),
          ),
        );
        fields = { number, month, year, cvc };
      } catch {
        throw new ApiError(400, "The card details could not be read", CARD_INVALID_KEY, [{ path: "card", message: "not encrypted with the platform key" }]);
      }
      const checked = checkCard(fields, deps.now());
      if (!checked.ok) throw new ApiError(400, checked.problem, CARD_INVALID_KEY, [{ path: "card", message: checked.problem }]);
      card = {
        last_digits: checked.lastDigits,
        scheme: checked.scheme,
        expiry_month: checked.expiryMonth,
        expiry_year: checked.expiryYear,
        holder_name: body.card.holder_name,
        save_card: body.card.save_card,
      };
      outcome = checked.outcome;
    } else {
      throw new ApiError(400, "Invalid request", PAYMENT_ERROR_KEYS.intentCreation);
    }

    if (outcome === "declined") {
      deps.logger.info({ intentId: intent.intentId }, "card declined");
      throw new ApiError(402, "Card declined", PAYMENT_ERROR_KEYS.declined);
    }
    // Claim the intent before placing the order, so two confirmations cannot both place one.
    const next = outcome === "challenge" ? "requires_action" : "succeeded";
    // The charged card keeps how the gateway treats it: a later refund asks (payments/refunds.ts).
    if (!(await gateway.transition(intent.intentId, "created", next, { pendingCard: { ...card, outcome } })))
      throw new ApiError(409, "The payment intent was already confirmed", PAYMENT_ERROR_KEYS.intentCreation);
    let orderId: string;
    try {
      orderId = await flow.placeOrder(intent, { vat_number: body.order.vat_number, preordered_for: body.order.preordered_for });
    } catch (err) {
      await gateway.transition(intent.intentId, next, "created", { pendingCard: null });
      throw err;
    }
    await gateway.transition(intent.intentId, next, next, { orderId });
    if (outcome === "challenge") {
      return { result: { order_id: orderId, redirect_required: { redirectUrl: `${THREE_DS_PATH}/${encodeURIComponent(intent.intentId)}` } } };
    }
    await flow.succeed(intent, orderId, card, outcome);
    return { result: { order_id: orderId } };
  });
}
