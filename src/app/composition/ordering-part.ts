// The request flow's ordering part (issue 14): the payment step's children — the voucher, the online
// payment (card encryption with WebCrypto, the payment calls and contract) and the fee refresh of a
// SignatureExpired retry — each provided with its real effects, and the order payload builders. A
// chunk of its own: the request side's `loadOrderingPart` imports it while the details are filled
// in, so the request page's first load does not carry it. The flow spawns the children from it.
import { encryptCard } from "@api/card-encryption";
import { getDeliveryFee } from "@api/calls/request";
import {
  confirmPaymentIntent,
  createPaymentIntent,
  getPaymentIntentStatus,
  initPaymentWallet,
  removeSavedCard,
  validateVoucher,
} from "@api/calls/payment";
import { feeRefreshMachine } from "@machines/fee-refresh/fee-refresh.machine";
import { paymentIntentMachine } from "@machines/payment-intent/payment-intent.machine";
import type { OrderingPart } from "@machines/request-flow/request-flow.actors";
import { ORDER_PAYLOADS } from "@machines/request-flow/request-flow.payloads";
import { voucherMachine } from "@machines/voucher/voucher.machine";
import { fromPromise } from "xstate";
import type { AppDeps } from "./app-deps";

export function orderingPart(deps: Pick<AppDeps, "api" | "encrypt">): OrderingPart {
  const { api } = deps;
  const encrypt = deps.encrypt ?? encryptCard;

  // The SignatureExpired retry of both the order and the online payment (one child, one fee call).
  const feeRefresh = feeRefreshMachine.provide({
    actors: { recomputeFee: fromPromise(({ input, signal }) => getDeliveryFee(api, input, signal)) },
  });

  return {
    payloads: ORDER_PAYLOADS,
    feeRefresh,
    voucher: voucherMachine.provide({
      actors: { validateVoucher: fromPromise(({ input, signal }) => validateVoucher(api, input, signal)) },
    }),
    paymentIntent: paymentIntentMachine.provide({
      actors: {
        initWallet: fromPromise(({ input, signal }) => initPaymentWallet(api, input, signal)),
        createIntent: fromPromise(({ input, signal }) => createPaymentIntent(api, input, signal)),
        feeRefresh,
        encryptCard: fromPromise(({ input, signal }) => encrypt(api, input, signal)),
        confirmIntent: fromPromise(({ input, signal }) => confirmPaymentIntent(api, input, signal)),
        readIntentStatus: fromPromise(({ input, signal }) => getPaymentIntentStatus(api, input, signal)),
        removeSavedCard: fromPromise(({ input, signal }) => removeSavedCard(api, input, signal)),
      },
    }),
  };
}
