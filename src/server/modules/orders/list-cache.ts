// Today's orders in memory (issue 14). Every PGlite query costs 1–4 ms even for SELECT 1, one at a
// time, so the active list (the portal polls it on every tracking page, and after every live
// change) cannot stay bound by its query. Each instance keeps, per set of vendors a list reads (a
// vendor, or a parent with its outlets), every order of those vendors created from the start of
// the day it was loaded (in the deployment's time zone), newest first as the database sorts them,
// with its answer record already built. A list whose window starts at or after that instant (the
// active list; a history or phone search of today), first page, not pre-orders, is answered from
// it by filtering; anything else goes to the database as before.
//
// When it is forgotten: any change of an order drops every set holding its vendor.
// - The database announces it (migration 0015): after each statement that touched orders, a
//   trigger NOTIFYs `order_list_changes` with the vendors of the touched rows, whoever wrote them
//   (repositories, simulator, another instance, a hand-written UPDATE). Every instance LISTENs.
// - The writer's own instance also drops it before its answer leaves (orderChanged(), called from
//   the OrderEvents publish every writer makes after its commit), so its caller never reads its own
//   write stale even where the NOTIFY arrives a moment later (PostgreSQL's listening connection).
// Each page is answered as bytes made once (http/encoded-answer.ts: the JSON encoded, gzipped for
// clients that accept it), kept with its set until the set is forgotten: a full active list is 200
// orders, about 100 KB of JSON, and re-encoding and re-compressing it on every call was most of the
// read's CPU at a million orders (bench/volume.ts), not the database.
// A load that raced a change of one of its vendors is not kept (per-vendor generations), and
// nothing is kept until this instance LISTENs. Access is not this cache's business: the handler
// checks the caller's vendor set first and asks only for vendors the caller may read.
import { and, desc, gte, inArray } from "drizzle-orm";
import type { OrderRecord } from "../../../domain/contract/orders";
import { endOfDay, startOfDay } from "../../../domain/orders/windows";
import type { Database, Db } from "../../db/database";
import { orders } from "../../db/schema";
import { EncodedAnswer } from "../../http/encoded-answer";
import { accessChangeOf } from "../../live/access-events";
import type { Logger } from "../../logger";
import { encodePaginationKey, type OrderRow, toOrderRecord } from "./repository";

export const ORDER_LIST_CHANGES_CHANNEL = "order_list_changes";

/** Vendor sets kept at most (the oldest are forgotten first). */
const MAX_SETS = 2_000;
/** A set with more of today's orders than this is not kept (its lists read the database). */
const MAX_ROWS = 5_000;
/** Answers kept per set (pages of different counts, windows or phone searches); the oldest are forgotten first. */
const MAX_ANSWERS = 4;

/** One cached order: its row (for the pagination key), its answer record and that record as JSON (made once, on first use). */
export type CachedOrder = { row: OrderRow; record: OrderRecord; json?: string };

/** The answer of GET /vendor/{id}/orders for a cached page, byte for byte what JSON.stringify makes of it. */
export function cachedListAnswer(page: readonly CachedOrder[], paginationKey: string | null): string {
  let data = "";
  for (const o of page) {
    o.json ??= JSON.stringify(o.record);
    data += data ? `,${o.json}` : o.json;
  }
  return `{"result":{"data":[${data}],"pagination_key":${JSON.stringify(paginationKey)}}}`;
}

type Entry = { from: number; orders: readonly CachedOrder[] | null; answers: Map<string, EncodedAnswer> };


/** A list the cache may answer: the first page of a window that starts at `from`. */
export type CachedListQuery = { vendorIds: readonly string[]; from: number; to?: number; count: number; phoneDigits?: string };

export class OrderListCache {
  private readonly sets = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Entry>>();
  /** Bumped when a vendor's orders change; a load keeps its result only if none of its vendors moved. */
  private readonly generations = new Map<string, number>();
  private everything = 0;
  private heard = false;
  private listening: Promise<() => Promise<void>> | undefined;
  private closed = false;
  /** Today in the deployment's zone (unix seconds, end exclusive), computed once a day (Intl is slow). */
  private day = { start: 0, end: 0 };

  constructor(
    private readonly db: Db,
    private readonly bus: Pick<Database, "listen">,
    /** The platform's clock (epoch ms). */
    private readonly now: () => number,
    private readonly timeZone: string,
    private readonly logger?: Logger,
  ) {}

  /**
   * The answer of the first page (newest first, count orders and the key of the next page) when the
   * cache can answer the query, else null (the window starts before the cached day, or the set is
   * too large to keep).
   */
  async page(q: CachedListQuery): Promise<EncodedAnswer | null> {
    if (!q.vendorIds.length) return new EncodedAnswer(cachedListAnswer([], null));
    const today = this.startOfToday();
    if (q.from < today) return null;
    this.start();
    const key = q.vendorIds.join(",");
    let entry = this.sets.get(key);
    if (entry) {
      // Most recently used last: the oldest are forgotten first.
      this.sets.delete(key);
      this.sets.set(key, entry);
    } else entry = await this.load(key, q.vendorIds, today);
    const all = entry.orders;
    if (!all || q.from < entry.from) return null;
    // The page starts at the newest order created by `to`; that start, the window's start, the count
    // and the phone digits fix it (the set does not change while it is kept): one answer per page.
    let start = 0;
    if (q.to !== undefined) while (start < all.length && all[start].row.createdAt > q.to) start++;
    const digits = q.phoneDigits || "";
    const answerKey = `${start}:${q.from}:${q.count}:${digits}`;
    const kept = entry.answers.get(answerKey);
    if (kept) return kept;
    const page: CachedOrder[] = [];
    for (let i = start; i < all.length; i++) {
      const o = all[i];
      if (o.row.createdAt < q.from) break;
      if (digits && !o.row.customerPhone.replaceAll("+", "").endsWith(digits)) continue;
      page.push(o);
      if (page.length > q.count) break;
    }
    const shown = page.slice(0, q.count);
    const last = shown[shown.length - 1];
    const answer = new EncodedAnswer(cachedListAnswer(shown, page.length > q.count && last ? encodePaginationKey(last.row) : null));
    if (entry.answers.size >= MAX_ANSWERS) entry.answers.delete(entry.answers.keys().next().value as string);
    entry.answers.set(answerKey, answer);
    return answer;
  }

  private startOfToday(): number {
    const now = Math.floor(this.now() / 1000);
    if (now < this.day.start || now >= this.day.end) this.day = { start: startOfDay(now, this.timeZone), end: endOfDay(now, this.timeZone) + 1 };
    return this.day.start;
  }

  /** An order changed (published by its writer after the commit): forget its vendor's sets now. */
  orderChanged(orderId: string): void {
    if (accessChangeOf(orderId) !== null) return;
    // Order ids are "<vendor_id>-<number>" (migration 0002); anything else forgets everything.
    const vendor = /^(.+)-\d+$/.exec(orderId)?.[1];
    if (vendor) this.forgetVendor(vendor);
    else this.forgetAll();
  }

  /** Number of kept sets (tests, memory). */
  get size(): number {
    return this.sets.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.heard = false;
    this.forgetAll();
    const stop = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await stop?.().catch(() => {});
  }

  private start() {
    if (this.listening || this.closed) return;
    const listening = this.bus.listen(ORDER_LIST_CHANGES_CHANNEL, (payload) => {
      if (payload === "*") this.forgetAll();
      else for (const vendor of payload.split(",")) if (vendor) this.forgetVendor(vendor);
    });
    this.listening = listening;
    listening.then(
      () => {
        if (this.listening === listening) this.heard = true;
      },
      (err) => {
        this.logger?.error({ err }, "LISTEN order_list_changes failed");
        if (this.listening === listening) this.listening = undefined;
      },
    );
  }

  private forgetVendor(vendorId: string) {
    this.generations.set(vendorId, (this.generations.get(vendorId) ?? 0) + 1);
    for (const key of [...this.sets.keys(), ...this.pending.keys()])
      if (key.split(",").includes(vendorId)) {
        this.sets.delete(key);
        this.pending.delete(key);
      }
  }

  private forgetAll() {
    this.everything++;
    this.sets.clear();
    this.pending.clear();
  }

  /** One query: every order of the vendors created from `from` on, newest first (shared by concurrent callers). */
  private load(key: string, vendorIds: readonly string[], from: number): Promise<Entry> {
    const running = this.pending.get(key);
    if (running) return running;
    const everything = this.everything;
    const generations = vendorIds.map((v) => this.generations.get(v) ?? 0);
    // Assigned before its first await resumes: the load knows whether it is still the current one.
    let load!: Promise<Entry>;
    load = (async (): Promise<Entry> => {
      const rows = await this.db
        .select()
        .from(orders)
        .where(and(inArray(orders.vendorId, [...vendorIds]), gte(orders.createdAt, from)))
        .orderBy(desc(orders.createdAt), desc(orders.orderId))
        .limit(MAX_ROWS + 1);
      const entry: Entry = { from, orders: rows.length > MAX_ROWS ? null : rows.map((row) => ({ row, record: toOrderRecord(row) })), answers: new Map() };
      const unchanged = everything === this.everything && vendorIds.every((v, i) => (this.generations.get(v) ?? 0) === generations[i]);
      if (this.heard && unchanged && this.pending.get(key) === load) this.remember(key, entry);
      return entry;
    })();
    load
      .finally(() => {
        if (this.pending.get(key) === load) this.pending.delete(key);
      })
      .catch(() => {});
    this.pending.set(key, load);
    return load;
  }

  private remember(key: string, entry: Entry) {
    if (this.sets.size >= MAX_SETS) {
      const oldest = this.sets.keys().next().value;
      if (oldest !== undefined) this.sets.delete(oldest);
    }
    this.sets.set(key, entry);
  }
}
