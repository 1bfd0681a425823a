// The orders service's outlet (collection point) calls: add and edit (core §7).
import * as v from "valibot";
import { OutletAnswerSchema, OutletPayloadSchema } from "../outlet";
import { ERRORS, vendorIdParam } from "./common";
import { defineEndpoint } from "./define";

const RULES =
  "The form rules of core §5 are checked in order, each answered 400 with its message and translation_key: collection point ID (collection-point.validation.client-vendor-id), label (…label), phone (…phone), an address with coordinates (…address), each non-empty owner e-mail (…email; empty ones are dropped). `users` are the owner e-mails: those users see the outlet in GET /vendors and may order for it; an e-mail left out of an edit loses that access.";

export const OUTLET_ENDPOINTS = {
  createOutlet: defineEndpoint({
    id: "createOutlet",
    service: "orders",
    method: "POST",
    path: "/outlet",
    summary: "Add a collection point (outlet) under a parent vendor",
    description: `Only a signed-in owner of the parent vendor (parent_vendor_id). The collection point ID (client_vendor_id) must not be used by any vendor (409 collection-point.error.duplicate-id). ${RULES}`,
    auth: "user",
    body: OutletPayloadSchema,
    answer: OutletAnswerSchema,
    success: { status: 201, description: "The new outlet." },
    errors: [
      ERRORS.validation,
      ERRORS.unauthorized,
      { status: 403, description: "Not an owner of the parent vendor, or the parent is not a parent vendor (collection-point.error.not-parent-owner)." },
      { status: 409, description: "The collection point ID is already in use (collection-point.error.duplicate-id)." },
    ],
  }),
  updateOutlet: defineEndpoint({
    id: "updateOutlet",
    service: "orders",
    method: "PUT",
    path: "/outlet/:vendorId",
    summary: "Edit a collection point (outlet)",
    description: `Only a signed-in owner of the outlet's parent vendor; the parent and the collection point ID cannot change (the body's are ignored). Vendor ids starting "a-" or "b-" are not editable (403 collection-point.error.not-editable). ${RULES}`,
    auth: "user",
    params: v.object({ vendorId: vendorIdParam }),
    body: OutletPayloadSchema,
    answer: OutletAnswerSchema,
    success: { description: "The outlet as saved." },
    errors: [ERRORS.validation, ERRORS.unauthorized, { status: 403, description: "Not an owner of the parent vendor, or not editable." }, ERRORS.vendorNotFound],
  }),
};
