// Messages of the order views whose ids come from the domain or the machines at runtime: the
// status labels (second file, section 4), the cancel reasons (second file, section 8), the tabs, the
// history status filters and the notifications the order machines emit (core section 8). Declared
// here so `lingui extract` puts them in the catalogs with their English text.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CancelReason, OrderTab, StatusLabelKey } from "@domain/orders";
import type { StatusFilter } from "@domain/history/filters";

export const STATUS_LABEL_MSGS: Record<StatusLabelKey, MessageDescriptor> = {
  "status.processing": msg({ id: "status.processing", message: "Processing" }),
  "status.payment-processing": msg({ id: "status.payment-processing", message: "Payment processing" }),
  "status.request-received": msg({ id: "status.request-received", message: "Request received, start preparing" }),
  "status.prepare-order": msg({ id: "status.prepare-order", message: "Prepare order" }),
  "status.looking-for-rider": msg({ id: "status.looking-for-rider", message: "Looking for rider" }),
  "status.rider-on-the-way": msg({ id: "status.rider-on-the-way", message: "Rider on the way" }),
  "status.rider-nearby": msg({ id: "status.rider-nearby", message: "Rider nearby" }),
  "status.collected": msg({ id: "status.collected", message: "Collected" }),
  "status.failed-to-process": msg({ id: "status.failed-to-process", message: "Failed to process" }),
  "status.returning": msg({ id: "status.returning", message: "Returning to vendor" }),
  "status.returned": msg({ id: "status.returned", message: "Returned to vendor" }),
  "status.in-transit": msg({ id: "status.in-transit", message: "In transit" }),
  "status.near-customer": msg({ id: "status.near-customer", message: "Near customer" }),
  "status.delivered": msg({ id: "status.delivered", message: "Delivered" }),
  "status.delayed": msg({ id: "status.delayed", message: "Delayed" }),
  "status.cancelled": msg({ id: "status.cancelled", message: "Cancelled" }),
  "status.scheduled": msg({ id: "status.scheduled", message: "Scheduled" }),
  "status.unknown": msg({ id: "status.unknown", message: "Unknown" }),
};

export const CANCEL_REASON_MSGS: Record<CancelReason, MessageDescriptor> = {
  mistake_error: msg({ id: "cancel-reason.mistake_error", message: "The order was placed by mistake" }),
  reason_unknown: msg({ id: "cancel-reason.reason_unknown", message: "Other reason" }),
  delivery_eta_too_long: msg({ id: "cancel-reason.delivery_eta_too_long", message: "The delivery time is too long" }),
  unable_to_find: msg({ id: "cancel-reason.unable_to_find", message: "The rider could not find the address" }),
  technical_problem: msg({ id: "cancel-reason.technical_problem", message: "Technical problem" }),
  no_courier: msg({ id: "cancel-reason.no_courier", message: "No rider available" }),
  outside_service_hours: msg({ id: "cancel-reason.outside_service_hours", message: "Outside service hours" }),
  courier_accident: msg({ id: "cancel-reason.courier_accident", message: "The rider had an accident" }),
  bad_weather: msg({ id: "cancel-reason.bad_weather", message: "Bad weather" }),
  outside_delivery_area: msg({ id: "cancel-reason.outside_delivery_area", message: "Outside the delivery area" }),
  closed: msg({ id: "cancel-reason.closed", message: "The outlet is closed" }),
  address_incomplete_misstated: msg({ id: "cancel-reason.address_incomplete_misstated", message: "The address is incomplete or wrong" }),
  unreachable: msg({ id: "cancel-reason.unreachable", message: "The customer cannot be reached" }),
  food_quality_spillage: msg({ id: "cancel-reason.food_quality_spillage", message: "Food quality problem or spillage" }),
  late_delivery: msg({ id: "cancel-reason.late_delivery", message: "Late delivery" }),
  unable_to_pay: msg({ id: "cancel-reason.unable_to_pay", message: "The customer is unable to pay" }),
  duplicate_order: msg({ id: "cancel-reason.duplicate_order", message: "Duplicate order" }),
  wrong_order_items_delivered: msg({ id: "cancel-reason.wrong_order_items_delivered", message: "Wrong items delivered" }),
  payment_failure: msg({ id: "cancel-reason.payment_failure", message: "Payment failure" }),
};

export const TAB_MSGS: Record<OrderTab, MessageDescriptor> = {
  new: msg({ id: "order-tracking.tab.new", message: "New" }),
  preorders: msg({ id: "order-tracking.tab.preorders", message: "Pre-orders" }),
  collected: msg({ id: "order-tracking.tab.collected", message: "Collected" }),
  delivered: msg({ id: "order-tracking.tab.delivered", message: "Delivered/returned" }),
  cancelled: msg({ id: "order-tracking.tab.cancelled", message: "Cancelled" }),
};

export const STATUS_FILTER_MSGS: Record<StatusFilter, MessageDescriptor> = {
  ANY: msg({ id: "history.status.any", message: "Any status" }),
  NEW: msg({ id: "history.status.new", message: "New" }),
  COLLECTED: msg({ id: "history.status.collected", message: "Collected" }),
  DELIVERED: msg({ id: "history.status.delivered", message: "Delivered/returned" }),
  CANCELLED: msg({ id: "history.status.cancelled", message: "Cancelled" }),
};

/** Notifications of the orders and cancel machines (core section 8), translated by key at runtime. */
export const ORDER_RUNTIME_MESSAGES = [
  msg({ id: "error.cant-retrieve-current-orders", message: "We could not retrieve your current orders: {error}" }),
  msg({ id: "error.cant-retrieve-past-orders", message: "We could not retrieve your past orders: {error}" }),
  msg({ id: "error.cant-cancel-order", message: "This order cannot be cancelled." }),
  msg({ id: "action.attempt-cancel", message: "We are trying to cancel the order." }),
  msg({ id: "history.export.done", message: "{count} orders exported." }),
  msg({ id: "history.export.failed", message: "The export was unsuccessful: {error}" }),
];
