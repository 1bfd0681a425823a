// PUT /vendor/{id}/address: saves a vendor's origin address (the request flow's "ask origin
// address" step) → {result: Vendor}. Owners only (a signed-in owner or a GODROID token of the
// vendor); vendor ids starting "a-" or "b-" are not editable. Checks in the spec's order (core §5):
// coordinates required ("No coordinates for that address"), notes ≤ 1000 bytes ("Notes are too
// long"), street address ≤ 255 bytes ("Address is too long") — bytes of UTF-8, not characters.
// Every error body also carries meta.translation_key, which is where the portal reads it.
import { eq } from "drizzle-orm";
import { COMMON_ERROR_KEYS, type ErrorBody, type ValidationIssue } from "../../../domain/contract/common";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import { SAVED_ADDRESS_KEYS, SAVED_ADDRESS_TEXTS } from "../../../domain/request/saved-address";
import type { AppDeps } from "../../context";
import { vendors as vendorsTable } from "../../db/schema";
import { ApiError, forbidden } from "../../http/errors";
import type { Mount } from "../../http/mount";
import { type InvalidMapper, invalidCharactersFirst, MALFORMED_JSON_MESSAGE } from "../../http/validate";
import { publishAccessChange } from "../../live/access-events";
import { isReadOnlyVendorId } from "../delivery/request-vendor";
import type { RequestServices } from "../order-create/services";
import { toVendor } from "../vendors/repository";

/** An ApiError whose body also has meta.translation_key. */
export class AddressError extends ApiError {
  override get body(): ErrorBody & { meta: { translation_key: string } } {
    return { ...super.body, meta: { translation_key: this.translationKey } };
  }
}

const withMeta = (err: ApiError) => (err instanceof AddressError ? err : new AddressError(err.status, err.message, err.translationKey, err.issues));

/** A message and key of the spec for a saved-address problem. */
const problem = (key: (typeof SAVED_ADDRESS_KEYS)[keyof typeof SAVED_ADDRESS_KEYS]) => ({ message: SAVED_ADDRESS_TEXTS[key], translationKey: key });

/** The first failing rule of the spec's order, from the schema's issues (a refused character is said as such). */
export const addressInvalid: InvalidMapper = invalidCharactersFirst((issues: ValidationIssue[]) => {
  const at = (field: string) => issues.some((i) => i.path === field || i.path.startsWith(`${field}.`));
  // The body itself is not an address object.
  if (issues.some((i) => i.path === "")) return problem(SAVED_ADDRESS_KEYS.updateFailed);
  if (at("latitude") || at("longitude")) return problem(SAVED_ADDRESS_KEYS.noCoordinates);
  if (at("notes")) return problem(SAVED_ADDRESS_KEYS.notesTooLong);
  if (at("street_address") || at("address_text")) return problem(SAVED_ADDRESS_KEYS.addressTooLong);
  return problem(SAVED_ADDRESS_KEYS.updateFailed);
});

/** "Jægersborggade 14" → street "Jægersborggade", number "14". */
export function splitStreet(streetAddress: string): { street: string; number: string } {
  const m = streetAddress.trim().match(/^(.*\D)\s+(\d+[A-Za-z]?)$/);
  return m ? { street: m[1].trim(), number: m[2] } : { street: streetAddress.trim(), number: "" };
}

/** Malformed JSON keeps its own key; anything else is the address rule that failed. */
const addressBodyInvalid: InvalidMapper = (issues) =>
  issues.some((i) => i.message === MALFORMED_JSON_MESSAGE) ? { message: MALFORMED_JSON_MESSAGE, translationKey: COMMON_ERROR_KEYS.malformedJson } : addressInvalid(issues);

export function mountVendorAddressRoutes(mount: Mount, deps: AppDeps, services: RequestServices) {
  const { vendors } = services;

  mount(
    ENDPOINTS.saveVendorAddress,
    async ({ params, body, principal }) => {
      const { row } = await vendors.resolve(principal, params.id, { guests: false });
      if (isReadOnlyVendorId(row.vendorId)) throw forbidden("this vendor cannot be edited");
      const { street, number } = splitStreet(body.street_address || body.address_text);
      const [updated] = await deps.db
        .update(vendorsTable)
        .set({
          addressText: body.address_text,
          unit: body.unit,
          building: body.building,
          city: body.city,
          countryCode: body.country_code || row.countryCode,
          latitude: body.latitude,
          longitude: body.longitude,
          postalCode: body.postal_code,
          street,
          streetNumber: number,
          riderInstructions: body.notes,
        })
        .where(eq(vendorsTable.vendorId, row.vendorId))
        .returning();
      const found = await vendors.vendors.find(updated.vendorId);
      deps.logger.info({ vendorId: row.vendorId }, "vendor address saved");
      // Every instance drops the vendor sets it cached (they hold the vendor's record).
      await publishAccessChange(deps.events, row.vendorId);
      return { result: toVendor(updated, found?.owners ?? []) };
    },
    // Every error of this call, authorization included, also carries meta.translation_key.
    { invalidBody: addressBodyInvalid, mapError: withMeta },
  );
}
