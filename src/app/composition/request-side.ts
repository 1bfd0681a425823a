// The request side's chunk (loaded by the root's `loadRequestSide` the first time the request page is
// shown): the request page machine with the request flow, each provided with its real effects (src/api
// calls, the clock, local storage, the router, the browser's redirect, the phone rules' own chunk, and
// the ordering part's own chunk: the payment-intent, voucher and fee-refresh children with WebCrypto
// card encryption, ordering-part.ts). The page machine decides; these only do.
import { getVendor } from "@api/calls/orders";
import {
  cachedServiceHours,
  createOrder,
  geolocatorAutocomplete,
  geolocatorDetails,
  geolocatorReverse,
  getDeliveryAreas,
  getDeliveryFee,
  getEstimations,
  getItemValueLimit,
  paymentMethodParameters,
  saveVendorAddress,
  searchAddressBook,
  updateOrder,
  validateDeliveryArea,
} from "@api/calls/request";
import type { RequestSideLoaded } from "@machines/app/app.actors";
import { relayLogic } from "@machines/app/app.relay";
import type { FailedTransaction, OrderingPart } from "@machines/request-flow/request-flow.actors";
import { requestFlowMachine } from "@machines/request-flow/request-flow.machine";
import { requestPageMachine } from "@machines/request-page/request-page.machine";
import { fromPromise } from "xstate";
import { waitForPaintLogic } from "../services/after-paint";
import { appendGuestOrderId } from "../services/guest-orders";
import { forgetGuestSender, readGuestSender, type StoredGuestSender, writeGuestSender } from "../services/guest-sender";
import type { AppDeps } from "./app-deps";

/** The transaction log of this deployment: the analytics data layer (no customer data). */
function logFailedTransaction(input: FailedTransaction): void {
  const target = globalThis as unknown as { dataLayer?: unknown[] };
  target.dataLayer ??= [];
  target.dataLayer.push({ event: "request_failed_transaction", kind: input.kind, vendor_id: input.vendorId, error: input.error, error_key: input.errorKey });
}

export function loadRequestSide(deps: AppDeps): RequestSideLoaded {
  const { api, store } = deps;
  const serviceHours = cachedServiceHours(api);
  const paymentParameters = paymentMethodParameters(api, { now: deps.now });

  // The ordering part is made once: the details step asks again each time it is entered (a failed
  // import is forgotten, so the next asking tries again).
  let orderingPartOnce: Promise<OrderingPart> | undefined;
  const loadOrderingPart = () =>
    (orderingPartOnce ??= import("./ordering-part").then(
      (m) => m.orderingPart(deps),
      (err: unknown) => {
        orderingPartOnce = undefined;
        throw err;
      },
    ));

  const requestFlow = requestFlowMachine.provide({
    actors: {
      readClock: fromPromise(async () => deps.now()),
      saveOriginAddress: fromPromise(({ input, signal }) => saveVendorAddress(api, input, signal)),
      fetchVendor: fromPromise(({ input, signal }) => getVendor(api, input, signal)),
      fetchServiceHours: fromPromise(({ input, signal }) => serviceHours(input.vendorId, signal)),
      autocomplete: fromPromise(({ input, signal }) => geolocatorAutocomplete(api, input, signal)),
      searchAddressBook: fromPromise(({ input, signal }) => searchAddressBook(api, input, signal)),
      reverseGeocode: fromPromise(({ input, signal }) => geolocatorReverse(api, input, signal)),
      placeDetails: fromPromise(({ input, signal }) => geolocatorDetails(api, input, signal)),
      validateArea: fromPromise(({ input, signal }) => validateDeliveryArea(api, input, signal)),
      computeFee: fromPromise(({ input, signal }) => getDeliveryFee(api, input, signal)),
      fetchEstimations: fromPromise(({ input, signal }) => getEstimations(api, input, signal)),
      fetchItemValueLimit: fromPromise(({ signal }) => getItemValueLimit(api, undefined, signal)),
      fetchPaymentMethods: fromPromise(({ signal }) => paymentParameters(signal)),
      // On the payment step with online payment only: the payment calls and contract come with the ordering part (issue 14).
      fetchSavedCards: fromPromise(async ({ input, signal }) => (await import("@api/calls/payment")).getSavedCards(api, input, signal)),
      createOrder: fromPromise(({ input, signal }) => createOrder(api, input, signal)),
      updateOrder: fromPromise(({ input, signal }) => updateOrder(api, input, signal)),
      recordFailedTransaction: fromPromise<void, FailedTransaction>(async ({ input }) => logFailedTransaction(input)),
      // The payment step's children: a chunk of their own, loaded while the details are filled in (issue 14).
      loadOrderingPart: fromPromise(loadOrderingPart),
    },
  });

  return {
    requestPage: requestPageMachine.provide({
      actors: {
        requestFlow,
        relay: relayLogic(deps.now),
        readGuestSender: fromPromise(async () => readGuestSender(store)),
        // Update mode only: the orders' calls and contract (the order side's chunk) come with it (issue 14).
        fetchOrder: fromPromise(async ({ input, signal }) => (await import("@api/calls/orders-tracking")).getOrder(api, input, signal)),
        fetchDeliveryAreas: fromPromise(({ input, signal }) => getDeliveryAreas(api, input, signal)),
        redirectBrowser: fromPromise(async ({ input }) => deps.redirect(input.url)),
        waitForPaint: waitForPaintLogic,
        // libphonenumber and its metadata: a chunk of their own, fetched once the form is shown and painted (issue 14).
        loadPhoneRules: fromPromise(() => import("@domain/request/phone-rules").then((m) => m.REQUEST_PHONE_RULES)),
      },
      actions: {
        // Params typed where they are used: the compiler does not always carry the machine's action types this far.
        persistGuestSender: (_, p: unknown) => writeGuestSender(store, (p as { sender: StoredGuestSender }).sender),
        forgetGuestSender: () => forgetGuestSender(store),
        appendGuestOrder: (_, p: unknown) => appendGuestOrderId(store, (p as { orderId: string }).orderId),
        navigateToTracking: (_, p: unknown) => void deps.link.router?.navigate({ to: "/order-tracking", search: { order_id: (p as { orderId: string }).orderId } as never }),
      },
    }),
  };
}
