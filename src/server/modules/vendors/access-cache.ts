// The caller's vendor set, cached for the token's life (issue 14). Every vendor-scoped read asks
// which vendors the caller may act for (the vendors it owns and their outlets); that answer and the
// vendor records in it are kept in memory, keyed by the token's session, so an authorized read costs
// no access query at all, and a cold one costs one (vendors with their owners, joined).
//
// When the cache is forgotten:
// - owners or vendor records change (outlet added or edited, vendor address saved, a vendor claimed
//   or created at registration): the writer announces `access:<vendor_id>` on the order-events bus
//   (NOTIFY on PostgreSQL and PGlite), heard by every instance; each drops every cached vendor set
//   and that vendor's record. Owner changes are rare, so dropping all sets is the simple safe rule;
// - the session is revoked (logout, refresh-token reuse, password reset): its sets are dropped when
//   the SessionRegistry hears it (the token itself is already refused by the registry before any
//   handler runs);
// - the token expires: a set lives no longer than the token it was cached for.
// A load that started before an invalidation is not stored (generation counter), and nothing is
// cached until this instance hears the bus (LISTEN issued), so a change made by another instance is
// never missed while the cache serves.
import { asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Vendor } from "../../../domain/contract/vendor";
import type { Db } from "../../db/database";
import { vendorOwners, vendors } from "../../db/schema";
import { accessChangeOf } from "../../live/access-events";
import type { OrderEvents } from "../../live/order-events";
import type { SessionRegistry } from "../../security/sessions";
import type { Principal } from "../../security/tokens";
import { toVendor, type VendorRow } from "./repository";

/** Sets kept at most (the oldest are forgotten first). */
const MAX_SETS = 10_000;

/** One vendor the caller may act for. */
export type AccessibleVendor = { vendorId: string; parentVendorId: string | null; isParent: boolean };

/** The caller's vendors, ordered by id (parents before their outlets), with their records. */
export type VendorAccess = {
  ids: readonly string[];
  byId: ReadonlyMap<string, AccessibleVendor>;
  records: readonly Vendor[];
};

type Entry = { access: VendorAccess; sessionId: string; expires: number };

const EMPTY: VendorAccess = { ids: [], byId: new Map(), records: [] };

export class VendorAccessCache {
  private readonly sets = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<VendorAccess>>();
  private generation = 0;
  private heard = false;
  private started = false;
  private stop: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly events: Pick<OrderEvents, "subscribe" | "ready">,
    private readonly sessions: Pick<SessionRegistry, "onRevoked">,
    /** The platform's clock (epoch ms): tokens expire on it. */
    private readonly now: () => number,
  ) {}

  /** Every vendor the principal may act for (none for a guest). */
  async of(principal: Principal): Promise<VendorAccess> {
    if (principal.kind === "guest") return EMPTY;
    this.start();
    const key = principal.kind === "user" ? `u:${principal.sessionId}:${principal.email}` : `p:${principal.sessionId}:${principal.vendorIds.join(",")}`;
    const hit = this.sets.get(key);
    if (hit && hit.expires * 1000 > this.now()) return hit.access;
    if (hit) this.sets.delete(key);
    let load = this.pending.get(key);
    if (!load) {
      const generation = this.generation;
      load = this.load(principal).then((access) => {
        if (this.heard && generation === this.generation) this.remember(key, { access, sessionId: principal.sessionId, expires: principal.expires });
        return access;
      });
      const current = load;
      current
        .finally(() => {
          if (this.pending.get(key) === current) this.pending.delete(key);
        })
        .catch(() => {});
      this.pending.set(key, current);
    }
    return load;
  }

  /** The vendor when the principal may act for it (it owns it or its parent), else null. */
  async accessible(principal: Principal, vendorId: string): Promise<AccessibleVendor | null> {
    return (await this.of(principal)).byId.get(vendorId) ?? null;
  }

  /** The record of a vendor the principal may act for, else null. */
  async record(principal: Principal, vendorId: string): Promise<Vendor | null> {
    return (await this.of(principal)).records.find((r) => r.vendor_id === vendorId) ?? null;
  }

  /** Forgets every cached set (owners or vendors changed). */
  invalidate(): void {
    this.generation++;
    this.sets.clear();
    this.pending.clear();
  }

  close(): void {
    for (const s of this.stop) s();
    this.stop = [];
    this.started = false;
    this.heard = false;
    this.invalidate();
  }

  /** Number of cached sets (tests, memory). */
  get size(): number {
    return this.sets.size;
  }

  private start() {
    if (this.started) return;
    this.started = true;
    this.stop.push(
      this.events.subscribe((message) => {
        if (accessChangeOf(message) !== null) this.invalidate();
      }),
      this.sessions.onRevoked((sessionId) => this.forgetSession(sessionId)),
    );
    this.events.ready().then(
      () => {
        if (this.started) this.heard = true;
      },
      () => {},
    );
  }

  private forgetSession(sessionId: string) {
    this.generation++;
    this.pending.clear();
    for (const [key, entry] of this.sets) if (entry.sessionId === sessionId) this.sets.delete(key);
  }

  private remember(key: string, entry: Entry) {
    if (this.sets.size >= MAX_SETS) {
      const oldest = this.sets.keys().next().value;
      if (oldest !== undefined) this.sets.delete(oldest);
    }
    this.sets.set(key, entry);
  }

  /** One query: the vendors the principal owns and their outlets, each with its owners. */
  private async load(principal: Exclude<Principal, { kind: "guest" }>): Promise<VendorAccess> {
    const owned =
      principal.kind === "user"
        ? this.db.select({ id: vendorOwners.vendorId }).from(vendorOwners).where(eq(vendorOwners.email, principal.email))
        : principal.vendorIds;
    if (Array.isArray(owned) && !owned.length) return EMPTY;
    // Qualified by hand: inside a sql`` template drizzle names the column without its table.
    const ownersOf = sql<string[] | null>`(SELECT json_agg(o.email ORDER BY o.email) FROM vendor_owners o WHERE o.vendor_id = "vendors"."vendor_id")`;
    const rows = await this.db
      .select({ row: vendors, owners: ownersOf })
      .from(vendors)
      .where(or(inArray(vendors.vendorId, owned), inArray(vendors.parentVendorId, owned)))
      .orderBy(asc(vendors.vendorId));
    const byId = new Map<string, AccessibleVendor>();
    const records: Vendor[] = [];
    for (const { row, owners } of rows as { row: VendorRow; owners: string[] | string | null }[]) {
      byId.set(row.vendorId, { vendorId: row.vendorId, parentVendorId: row.parentVendorId, isParent: row.isParent });
      records.push(toVendor(row, typeof owners === "string" ? (JSON.parse(owners) as string[]) : (owners ?? [])));
    }
    return { ids: [...byId.keys()], byId, records };
  }
}
