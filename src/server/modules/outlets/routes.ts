// POST /outlet and PUT /outlet/{vendorId} (core §7): add and edit a collection point (outlet) under
// a parent vendor. Only a signed-in owner of the parent may do either (an outlet's own owners may
// not: they would grant themselves access to siblings). Checks, in order: the form rules of core §5
// with the portal's own domain function (the spec's messages, 400), the parent (403), for an edit
// the outlet itself (404, "a-"/"b-" ids refused 403), and for an add the collection point ID, which
// no vendor may already use as its vendor id or client vendor id (409: it is also a registration
// code). `users` are the owner e-mails: the outlet's owners are replaced by them, so the users they
// name see the outlet in GET /vendors and may order for it, and a user left out loses it at once
// (access is read from the database on every call). The live channel remembers per socket which
// vendors it follows and was refused: the change is announced on the order-events bus
// (live/access-events.ts) so every instance checks its sockets for that outlet again.
import { eq, or, sql } from "drizzle-orm";
import { VENDOR_ID_MAX_LENGTH } from "../../../domain/contract/params";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import type { OutletPayloadInput } from "../../../domain/contract/outlet";
import { COLLECTION_POINT_KEYS, COLLECTION_POINT_TEXTS, type CollectionPointKey, outletPayloadProblem, ownerEmails, stripPhone } from "../../../domain/outlets/collection-point";
import type { AppDeps } from "../../context";
import { vendorOwners, vendors as vendorsTable } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import type { Mount } from "../../http/mount";
import { publishAccessChange } from "../../live/access-events";
import type { Principal } from "../../security/tokens";
import { isReadOnlyVendorId } from "../delivery/request-vendor";
import { toVendor, type VendorRow, VendorRepository } from "../vendors/repository";

type Db = AppDeps["db"];
type UserPrincipal = Extract<Principal, { kind: "user" }>;

const refuse = (status: 400 | 403 | 409, key: CollectionPointKey, field?: string) =>
  new ApiError(status, COLLECTION_POINT_TEXTS[key], key, field ? [{ path: field, message: COLLECTION_POINT_TEXTS[key] }] : undefined);

/** The form rules of core §5, as the portal checks them. */
function checkRules(body: OutletPayloadInput) {
  const problem = outletPayloadProblem({ ...body, users: body.users });
  if (problem) throw refuse(400, problem.key, problem.field);
}

/** The parent vendor, when the caller owns it (an outlet's owner is not enough). */
async function ownedParent(repo: VendorRepository, principal: UserPrincipal, parentVendorId: string): Promise<VendorRow> {
  const found = parentVendorId ? await repo.find(parentVendorId) : null;
  const owns = !!found && found.row.isParent && found.owners.includes(principal.email);
  if (!found || !owns) throw refuse(403, COLLECTION_POINT_KEYS.notParentOwner);
  return found.row;
}

/**
 * A new vendor id under the parent's country prefix, numbered by the same sequence registration
 * uses (vendor_number_seq: DK-5001, DK-5002 …), so an outlet and a registered business never take
 * the same number.
 */
const nextVendorId = (prefix: string) => sql<string>`left(${prefix} || '-' || nextval('vendor_number_seq'), ${VENDOR_ID_MAX_LENGTH})`;

/** Whether a vendor already uses the code as its vendor id or client vendor id (case-insensitive). */
async function codeInUse(db: Db, code: string, except?: string): Promise<boolean> {
  const c = code.trim().toUpperCase();
  const [hit] = await db
    .select({ id: vendorsTable.vendorId })
    .from(vendorsTable)
    .where(or(eq(sql`upper(${vendorsTable.vendorId})`, c), eq(sql`upper(${vendorsTable.clientVendorId})`, c)))
    .limit(2);
  return !!hit && hit.id !== except;
}

const columnsOf = (body: OutletPayloadInput) => ({
  name: body.name.trim(),
  phone: stripPhone(body.phone_number),
  addressText: body.address.trim(),
  building: body.building.trim(),
  unit: body.unit.trim(),
  city: body.city.trim(),
  postalCode: body.postal_code.trim(),
  street: body.street.trim(),
  streetNumber: body.street_number.trim(),
  latitude: body.latitude,
  longitude: body.longitude,
  riderInstructions: body.rider_instructions.trim(),
});

async function replaceOwners(db: Db, vendorId: string, emails: string[]): Promise<string[]> {
  const before = (await db.select({ email: vendorOwners.email }).from(vendorOwners).where(eq(vendorOwners.vendorId, vendorId))).map((r) => r.email);
  await db.delete(vendorOwners).where(eq(vendorOwners.vendorId, vendorId));
  if (emails.length) await db.insert(vendorOwners).values(emails.map((email) => ({ vendorId, email })));
  return before;
}

export function mountOutletRoutes(mount: Mount, deps: AppDeps) {
  const repo = new VendorRepository(deps.db);

  const answer = async (vendorId: string) => {
    const found = await repo.find(vendorId);
    if (!found) throw notFound("vendor not found");
    return { result: toVendor(found.row, found.owners) };
  };

  mount(ENDPOINTS.createOutlet, async ({ body, principal }) => {
    checkRules(body);
    const parent = await ownedParent(repo, principal, body.parent_vendor_id);
    const code = body.client_vendor_id.trim();
    if (await codeInUse(deps.db, code)) throw refuse(409, COLLECTION_POINT_KEYS.duplicateId, "client_vendor_id");
    const prefix = (parent.vendorId.match(/^[A-Za-z]+/)?.[0] ?? parent.countryCode).toUpperCase();
    const owners = ownerEmails(body.users);
    let vendorId = "";
    // A number already taken by hand (an id inserted outside the sequence) is refused by the primary
    // key; the next number is tried.
    for (let attempt = 0; attempt < 5 && !vendorId; attempt++) {
      const inserted = await deps.db.transaction(async (tx) => {
        const rows = await tx
          .insert(vendorsTable)
          .values({
            vendorId: nextVendorId(prefix),
            parentVendorId: parent.vendorId,
            clientVendorId: code,
            isActive: true,
            isRegistered: true,
            isParent: false,
            currency: parent.currency,
            countryCode: (body.country_code || parent.countryCode).toUpperCase(),
            paymentMethods: parent.paymentMethods,
            estimationPickUpMinutes: parent.estimationPickUpMinutes,
            createdAt: new Date(deps.now()),
            ...columnsOf(body),
          })
          .onConflictDoNothing()
          .returning({ id: vendorsTable.vendorId });
        const id = rows[0]?.id;
        if (!id) return null;
        if (owners.length) await tx.insert(vendorOwners).values(owners.map((email) => ({ vendorId: id, email })));
        return id;
      });
      if (inserted) vendorId = inserted;
    }
    if (!vendorId) throw new ApiError(503, COLLECTION_POINT_TEXTS[COLLECTION_POINT_KEYS.saveFailed], COLLECTION_POINT_KEYS.saveFailed);
    deps.logger.info({ vendorId, parentVendorId: parent.vendorId, owners: owners.length }, "outlet added");
    await publishAccessChange(deps.events, vendorId);
    return answer(vendorId);
  });

  mount(ENDPOINTS.updateOutlet, async ({ params, body, principal }) => {
    const found = await repo.find(params.vendorId);
    if (!found) throw notFound("vendor not found");
    if (isReadOnlyVendorId(found.row.vendorId)) throw refuse(403, COLLECTION_POINT_KEYS.notEditable);
    // The parent is the outlet's own (the body's cannot move it); only its owners may edit.
    await ownedParent(repo, principal, found.row.parentVendorId ?? "");
    // The collection point ID is locked when editing: the stored one is checked, whatever was sent.
    checkRules({ ...body, client_vendor_id: found.row.clientVendorId || found.row.vendorId });
    const owners = ownerEmails(body.users);
    await deps.db.transaction(async (tx) => {
      await tx.update(vendorsTable).set(columnsOf(body)).where(eq(vendorsTable.vendorId, found.row.vendorId));
      await replaceOwners(tx as unknown as Db, found.row.vendorId, owners);
    });
    deps.logger.info({ vendorId: found.row.vendorId, owners: owners.length }, "outlet edited");
    await publishAccessChange(deps.events, found.row.vendorId);
    return answer(found.row.vendorId);
  });
}
