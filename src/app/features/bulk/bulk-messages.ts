// Messages of the bulk upload whose ids reach the views at runtime: the notifications the bulkUpload
// machine emits, the platform's refusals of a file, and the reasons of a row (the request form's own
// keys are declared with the request messages). Declaring them lets `lingui extract` put them in the
// catalogs with their English texts (src/domain/bulk/messages.ts, rows.ts).
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const BULK_RUNTIME_MESSAGES = [
  msg({ id: "bulk-order-upload.job-history-error", message: "We could not load the bulk job history." }),
  msg({ id: "bulk-order-upload.template-file-error", message: "We could not download the template." }),
  msg({ id: "bulk-order-upload.view-details-error", message: "We could not load the details of this bulk job." }),
  msg({ id: "bulk-order-upload.file-upload-error", message: "We could not upload the file. Please try again." }),
  msg({ id: "bulk-order-upload.place-order-success", message: "Your orders have been placed." }),
  msg({ id: "bulk-order-upload.place-order-error", message: "We could not place the orders. Please try again." }),
  msg({ id: "bulk-order-upload.invalid-format", message: "Invalid format: please upload an Excel file (.xlsx)." }),
  msg({ id: "bulk-order-upload.file-too-large", message: "The file is larger than 5 MB." }),
  msg({ id: "bulk-order-upload.too-many-rows", message: "The file has too many rows." }),
  msg({ id: "bulk-order-upload.unsafe-archive", message: "The file could not be read safely: it unpacks to too much data." }),
  msg({ id: "bulk-order-upload.no-rows", message: "The file has no order rows." }),
  msg({ id: "bulk-order-upload.row.unknown-collection-point", message: "Unknown collection point: use the id of one of your outlets" }),
  msg({ id: "bulk-order-upload.row.invalid-payment-type", message: "The payment method must be PAID or CASH_ON_DELIVERY" }),
  msg({ id: "bulk-order-upload.row.online-payment", message: "Online payment cannot be used in a bulk file" }),
  msg({ id: "bulk-order-upload.row.invalid-delivery-time", message: "The delivery time must be instant or a time YYYY-MM-DD HH:MM in the next 30 days" }),
  msg({ id: "bulk-order-upload.row.formula", message: "Formulas are not read: type the values themselves" }),
];

/** Job statuses as the history and the summary say them. */
export const JOB_STATUS_LABELS: Record<string, MessageDescriptor> = {
  PREPROCESS_SUCCESS: msg({ id: "bulk-order-upload.status.preprocess-success", message: "Every row is ready" }),
  PREPROCESS_SUCCESS_WITH_ERROR: msg({ id: "bulk-order-upload.status.preprocess-success-with-error", message: "Some rows have errors" }),
  PREPROCESS_FAIL: msg({ id: "bulk-order-upload.status.preprocess-fail", message: "No row can be placed" }),
  ORDER_PLACEMENT_SUCCESS: msg({ id: "bulk-order-upload.status.placement-success", message: "Orders placed" }),
  ORDER_PLACEMENT_SUCCESS_WITH_ERROR: msg({ id: "bulk-order-upload.status.placement-success-with-error", message: "Some orders placed" }),
  ORDER_PLACEMENT_FAIL: msg({ id: "bulk-order-upload.status.placement-fail", message: "Placement failed" }),
  UNKNOWN: msg({ id: "bulk-order-upload.status.unknown", message: "Unknown" }),
};

/** The columns of a file, as a row's error names them. */
export const BULK_COLUMN_LABELS: Record<string, MessageDescriptor> = {
  collectionPoint: msg({ id: "bulk-order-upload.column.collection-point", message: "Collection point" }),
  customerName: msg({ id: "bulk-order-upload.column.customer-name", message: "Customer name" }),
  customerPhone: msg({ id: "bulk-order-upload.column.customer-phone", message: "Customer phone" }),
  address: msg({ id: "bulk-order-upload.column.address", message: "Address" }),
  unit: msg({ id: "bulk-order-upload.column.unit", message: "Unit" }),
  building: msg({ id: "bulk-order-upload.column.building", message: "Building" }),
  notes: msg({ id: "bulk-order-upload.column.notes", message: "Notes" }),
  description: msg({ id: "bulk-order-upload.column.description", message: "Description" }),
  amount: msg({ id: "bulk-order-upload.column.amount", message: "Amount" }),
  paymentMethod: msg({ id: "bulk-order-upload.column.payment-method", message: "Payment method" }),
  deliveryTime: msg({ id: "bulk-order-upload.column.delivery-time", message: "Delivery time" }),
  pickupCode: msg({ id: "bulk-order-upload.column.pickup-code", message: "Pickup code" }),
};
