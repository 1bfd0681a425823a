// Words and parameters several declarations share: the usual error answers and the vendor id of
// a path.
import { VendorIdParamSchema } from "../params";
import { type ErrorDoc, param } from "./define";

export const ERRORS = {
  validation: { status: 400, description: "Validation failed: the body carries issues [{path, message}]." },
  unauthorized: { status: 401, description: "No valid Authorization header." },
  forbidden: { status: 403, description: "The caller may not act for this vendor or order." },
  vendorNotFound: { status: 404, description: "Unknown vendor." },
  notFound: { status: 404, description: "Not found." },
  tooMany: { status: 429, description: "Too many requests from this address: wait and try again." },
  /** A guest, or a user who does not own the vendor (owner-only calls). */
  notOwner: { status: 403, description: "A guest, or not an owner of the vendor." },
  /** The order calls that carry a signed fee. */
  signature: {
    status: 400,
    description:
      'Validation failed (issues name the fields), or the fee signature expired or does not match: message "SignatureExpired", translation_key error.fee.changed — fetch a new fee and retry.',
  },
} as const satisfies Record<string, ErrorDoc>;

/** A vendor id in a path. */
export const vendorIdParam = param(VendorIdParamSchema, "Vendor id, e.g. DK-1001.");
