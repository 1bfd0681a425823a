// Outcome table of the requestFlow machine (tests/support/outcomes.ts): for each state, the events that may
// enter it, its tags and what holds of the context there; for each emitted event, when it is emitted.
// Checked at every step of every generated path (tests/machines/model-paths.test.ts). It is written
// down, not read from the chart: when the chart changes on purpose, change the table with it.
import { isGuestVendorId } from "@domain/vendors";
import type { OutcomeTable } from "../../support/outcomes";

/** The events that bring a destination to check: a same-as-pickup one is refused back to askingDestination at once. */
const SAME_AS_PICKUP_ON = ["SUGGESTION.PICKED", "xstate.done.actor.placeDetails", "xstate.done.actor.reversePin", "xstate.done.actor.reverseTyped"];

export const requestFlowOutcomes: OutcomeTable = {
  states: {
    "requestFlow.starting": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "requestFlow.askingOriginAddress": { enteredBy: ["ORIGIN.CHANGE", "VENDOR.CHANGED", "xstate.error.actor.fetchVendor", "xstate.error.actor.saveOriginAddress"] },
    "requestFlow.askingOriginAddress.idle": { enteredBy: ["ORIGIN.CHANGE", "VENDOR.CHANGED", "xstate.done.actor.autocompleteOrigin", "xstate.done.actor.originPlaceDetails", "xstate.done.actor.reverseOrigin", "xstate.error.actor.autocompleteOrigin", "xstate.error.actor.fetchVendor", "xstate.error.actor.originPlaceDetails", "xstate.error.actor.reverseOrigin", "xstate.error.actor.saveOriginAddress"] },
    "requestFlow.askingOriginAddress.waitingToSearch": { enteredBy: ["ORIGIN.TYPED"] },
    "requestFlow.askingOriginAddress.searching": { enteredBy: ["after addressDebounce"], tags: ["searching"] },
    "requestFlow.askingOriginAddress.fetchingPlace": { enteredBy: ["ORIGIN.SUGGESTION_PICKED"], tags: ["loading"] },
    "requestFlow.askingOriginAddress.reversingPin": { enteredBy: ["PIN.MOVED"], tags: ["loading"] },
    "requestFlow.askingOriginAddress.savingPin": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "requestFlow.savingOriginAddress": { enteredBy: ["ORIGIN.SAVE", "xstate.done.actor.reverseOrigin"], tags: ["loading"] },
    "requestFlow.refreshingVendor": { enteredBy: ["xstate.done.actor.saveOriginAddress"], tags: ["loading"] },
    "requestFlow.refreshingVendor.fetching": { enteredBy: ["after vendorPoll", "xstate.done.actor.saveOriginAddress"] },
    "requestFlow.refreshingVendor.waiting": { enteredBy: ["xstate.done.actor.fetchVendor"] },
    "requestFlow.askingOriginAddressDetails": { enteredBy: ["BACK_TO_ORIGIN_DETAILS", "ORIGIN.SAVE", "xstate.done.actor.fetchVendor", "xstate.done.actor.reverseOrigin", "xstate.done.actor.saveOriginAddress"], facts: (c) => c.origin !== null || c.originDraft !== null || "details of a chosen origin" },
    "requestFlow.checkingServiceHours": { enteredBy: ["ORDER_TO_UPDATE.CHANGED", "ORIGIN_DETAILS.CONFIRMED", "RETRY", "VENDOR.CHANGED", "xstate.init"], tags: ["loading"] },
    "requestFlow.checkingServiceHours.readingClock": { enteredBy: ["ORDER_TO_UPDATE.CHANGED", "ORIGIN_DETAILS.CONFIRMED", "RETRY", "VENDOR.CHANGED", "xstate.init"] },
    "requestFlow.checkingServiceHours.fetchingHours": { enteredBy: ["xstate.done.actor.readClock", "xstate.error.actor.readClock"] },
    "requestFlow.checkingServiceHours.deciding": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "requestFlow.serviceClosed": { enteredBy: ["xstate.done.actor.fetchServiceHours"], facts: (c) => c.serviceHours !== null || "closed says the service hours" },
    // Also back from checkingDestination at once when the destination is the pick-up (same-as-pickup
    // refusal), on whatever event brought the destination.
    "requestFlow.askingDestination": { enteredBy: ["DESTINATION.CHANGE", "xstate.done.actor.fetchServiceHours", "xstate.done.actor.validateArea", "xstate.error.actor.computeFee", "xstate.error.actor.fetchServiceHours", "xstate.error.actor.validateArea", ...SAME_AS_PICKUP_ON] },
    "requestFlow.askingDestination.idle": { enteredBy: ["DESTINATION.CHANGE", "xstate.done.actor.autocomplete", "xstate.done.actor.fetchServiceHours", "xstate.done.actor.placeDetails", "xstate.done.actor.reversePin", "xstate.done.actor.searchAddressBook", "xstate.done.actor.validateArea", "xstate.error.actor.autocomplete", "xstate.error.actor.computeFee", "xstate.error.actor.fetchServiceHours", "xstate.error.actor.placeDetails", "xstate.error.actor.reversePin", "xstate.error.actor.searchAddressBook", "xstate.error.actor.validateArea", ...SAME_AS_PICKUP_ON, "ADDRESS.TYPED" /* typed nothing: the suggestions are cleared */] },
    "requestFlow.askingDestination.waitingToSearch": { enteredBy: ["ADDRESS.TYPED"] },
    "requestFlow.askingDestination.searchingPlaces": { enteredBy: ["after addressDebounce", "xstate.done.actor.reverseTyped", "xstate.error.actor.reverseTyped"], tags: ["searching"] },
    "requestFlow.askingDestination.searchingAddressBook": { enteredBy: ["xstate.done.actor.autocomplete", "xstate.error.actor.autocomplete"], tags: ["searching"] },
    "requestFlow.askingDestination.reversingTypedCoordinates": { enteredBy: ["ADDRESS.TYPED"], tags: ["loading"] },
    "requestFlow.askingDestination.reversingPin": { enteredBy: ["PIN.MOVED"], tags: ["loading"] },
    "requestFlow.askingDestination.fetchingPlace": { enteredBy: ["SUGGESTION.PICKED"], tags: ["loading"] },
    "requestFlow.checkingDestination": { enteredBy: ["SUGGESTION.PICKED", "xstate.done.actor.fetchServiceHours", "xstate.done.actor.placeDetails", "xstate.done.actor.reversePin", "xstate.done.actor.reverseTyped"], tags: ["loading"] },
    "requestFlow.checkingDestination.comparingWithPickup": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "requestFlow.checkingDestination.validatingArea": { enteredBy: ["SUGGESTION.PICKED", "xstate.done.actor.fetchServiceHours", "xstate.done.actor.placeDetails", "xstate.done.actor.reversePin", "xstate.done.actor.reverseTyped"] },
    "requestFlow.checkingDestination.computingFee": { enteredBy: ["xstate.done.actor.validateArea", "xstate.error.actor.validateArea"], facts: (c) => c.destination !== null || "a fee is computed for a destination" },
    "requestFlow.checkingDestination.estimating": { enteredBy: ["xstate.done.actor.computeFee", "xstate.error.actor.computeFee"], facts: (c) => (c.destination !== null && c.deliveryFee !== null) || "estimations follow a fee for a destination" },
    "requestFlow.checkingDestination.readingItemValueLimit": { enteredBy: ["xstate.done.actor.fetchEstimations", "xstate.error.actor.fetchEstimations"] },
    "requestFlow.ordering": { enteredBy: ["xstate.done.actor.fetchEstimations", "xstate.done.actor.fetchItemValueLimit", "xstate.error.actor.fetchEstimations", "xstate.error.actor.fetchItemValueLimit"], facts: (c) => (c.origin !== null && c.destination !== null && c.deliveryFee !== null) || "ordering needs an origin, a destination and a fee" },
    "requestFlow.ordering.fillingOrderDetails": { enteredBy: ["BACK", "ITEM_VALUE.CANCELLED", "PHONE_RULES.FAILED", "PHONE_RULES.LOADED", "xstate.done.actor.fetchEstimations", "xstate.done.actor.fetchItemValueLimit", "xstate.error.actor.fetchEstimations", "xstate.error.actor.fetchItemValueLimit", "xstate.error.actor.loadOrderingPart"] },
    "requestFlow.ordering.waitingForRules": { enteredBy: ["DETAILS.SUBMITTED"], tags: ["loading"], facts: (c) => c.phoneRules === null || "waits only without the phone rules" },
    "requestFlow.ordering.confirmingItemValue": { enteredBy: ["DETAILS.SUBMITTED", "PHONE_RULES.LOADED"], facts: (c) => c.itemValueLimit !== null || "the item value is confirmed against a limit" },
    "requestFlow.ordering.loadingOrderingPart": { enteredBy: ["DETAILS.SUBMITTED", "PHONE_RULES.LOADED", "ITEM_VALUE.CONFIRMED"], tags: ["loading"], facts: (c) => c.orderingPart === null || "loads only without the chunk" },
    "requestFlow.ordering.fillingPaymentDetails": { enteredBy: ["DETAILS.SUBMITTED", "PHONE_RULES.LOADED", "FEE.REJECTED", "ITEM_VALUE.CONFIRMED", "xstate.done.actor.loadOrderingPart", "xstate.done.actor.recordFailedTransaction", "xstate.error.actor.feeRefresh", "xstate.error.actor.recordFailedTransaction"], facts: (c) => c.orderingPart !== null || "the payment step has its children's chunk" },
    "requestFlow.ordering.fillingPaymentDetails.loadingPaymentMethods": { enteredBy: ["DETAILS.SUBMITTED", "PHONE_RULES.LOADED", "FEE.REJECTED", "ITEM_VALUE.CONFIRMED", "xstate.done.actor.loadOrderingPart", "xstate.done.actor.recordFailedTransaction", "xstate.error.actor.feeRefresh", "xstate.error.actor.paymentIntent", "xstate.error.actor.recordFailedTransaction"], tags: ["loading"] },
    "requestFlow.ordering.fillingPaymentDetails.loadingSavedCards": { enteredBy: ["xstate.done.actor.fetchPaymentMethods"], tags: ["loading"] },
    "requestFlow.ordering.fillingPaymentDetails.choosing": { enteredBy: ["PAYMENT.FAILED", "xstate.done.actor.fetchPaymentMethods", "xstate.done.actor.fetchSavedCards", "xstate.error.actor.fetchPaymentMethods", "xstate.error.actor.fetchSavedCards"] },
    "requestFlow.ordering.fillingPaymentDetails.payingOnline": { enteredBy: ["PAYMENT.SUBMITTED"], tags: ["loading"] },
    "requestFlow.ordering.submitting": { enteredBy: ["FEE.ACCEPTED", "PAYMENT.SUBMITTED", "xstate.done.actor.feeRefresh"], tags: ["loading"] },
    "requestFlow.ordering.submitting.choosingCall": { enteredBy: [] }, // transient: decided at once by eventless transitions
    "requestFlow.ordering.submitting.creatingOrder": { enteredBy: ["FEE.ACCEPTED", "PAYMENT.SUBMITTED", "xstate.done.actor.feeRefresh"] },
    "requestFlow.ordering.submitting.updatingOrder": { enteredBy: ["PAYMENT.SUBMITTED"] },
    "requestFlow.ordering.refreshingFee": { enteredBy: ["xstate.error.actor.createOrder"], tags: ["loading"] },
    "requestFlow.ordering.confirmingNewFee": { enteredBy: ["xstate.done.actor.feeRefresh"], facts: (c) => c.pendingFee !== null || "a new fee waits for the user" },
    "requestFlow.ordering.recordingFailedTransaction": { enteredBy: ["xstate.error.actor.createOrder", "xstate.error.actor.updateOrder"], tags: ["loading"] },
    "requestFlow.done": { enteredBy: ["xstate.done.actor.createOrder", "xstate.done.actor.paymentIntent", "xstate.done.actor.updateOrder"], facts: (c) => c.orderId !== null || "done with an order" },
    "requestFlow.redirectingToPayment": { enteredBy: ["xstate.done.actor.paymentIntent"], facts: (c) => c.redirectUrl !== null || "redirects to the bank's page" },
  },
  emits: {
    "notify": { on: ["DETAILS.SUBMITTED", "ORIGIN.SAVE", "PAYMENT.FAILED", "PHONE_RULES.FAILED", "PHONE_RULES.LOADED", "xstate.done.actor.createOrder", "xstate.done.actor.fetchServiceHours", "xstate.done.actor.originPlaceDetails", "xstate.done.actor.paymentIntent", "xstate.done.actor.placeDetails", "xstate.done.actor.recordFailedTransaction", "xstate.done.actor.reverseOrigin", "xstate.done.actor.reversePin", "xstate.done.actor.saveOriginAddress", "xstate.done.actor.updateOrder", "xstate.done.actor.validateArea", "xstate.error.actor.autocomplete", "xstate.error.actor.autocompleteOrigin", "xstate.error.actor.computeFee", "xstate.error.actor.feeRefresh", "xstate.error.actor.fetchPaymentMethods", "xstate.error.actor.fetchVendor", "xstate.error.actor.loadOrderingPart", "xstate.error.actor.originPlaceDetails", "xstate.error.actor.paymentIntent", "xstate.error.actor.placeDetails", "xstate.error.actor.recordFailedTransaction", "xstate.error.actor.reverseOrigin", "xstate.error.actor.reversePin", "xstate.error.actor.saveOriginAddress", "xstate.error.actor.validateArea"] },
    "request.guestOrderPlaced": {
      on: ["xstate.done.actor.createOrder", "xstate.done.actor.paymentIntent"],
      // Only a guest's order is kept in the guest orders list, and only once it exists.
      when: (c, _e, s) => (c.mode === "GUEST" || isGuestVendorId(c.vendor.vendor_id)) && s.matches("done"),
    },
  },
};
