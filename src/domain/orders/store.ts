// The order store's structure (issue 14, item 5): a persistent map order_id → record. A live update
// must not copy the whole store (a spread of 10k keys costs milliseconds), yet every version stays
// immutable (snapshots of the orders machine are values). The records live in BUCKETS small
// hash tables, chosen by a hash of the order_id; a new version copies the bucket table (BUCKETS
// pointers) and only the buckets it touches, and shares every other bucket with the version before.
// Two versions are compared by bucket identity, so what changed between them is found without a
// pass over the records (changedOrders), which keeps the tab lists incremental.
//
// Each bucket is an open-addressing table that keeps the 32-bit hash of every key beside it, so a
// probe compares numbers in a small typed array and reads a key string only when the hashes are
// equal. A merge of many records hashes them in one pass in their own order, then fills the
// buckets one at a time (a counting sort by bucket that moves the ids, hashes and records into
// bucket order): each bucket's table is built while it is in cache from consecutive entries, and
// neither the records nor their key strings are read again. Built on Maps, the same
// merge hashed every key a second time and probed 1,024 Maps in random order; at 100k orders
// those tables (some 4 MB) no longer fit in the CPU's cache and the merge grew 14× for 10× the
// orders (bench/client-work.ts).
import { radixOrder } from "./radix-order";

const BUCKET_BITS = 10;
const BUCKETS = 1 << BUCKET_BITS;
/** Below this many records a merge sets them one by one (the counting sort costs more than it saves). */
const GROUPED_FROM = 64;

/** FNV-1a of the id (32 bits): its low bits choose the bucket, the rest the slot in it. */
function hashOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h | 0;
}

/** One bucket: an open-addressing table (linear probing, at most half full); never changed once published. */
type Bucket<T> = {
  /** Hash of the key in each slot (meaningful where keys[slot] is set). */
  readonly hashes: Int32Array;
  /** undefined: an empty slot. */
  readonly keys: (string | undefined)[];
  readonly values: (T | undefined)[];
  /** When each slot's record was set (the store's counter): records are read back in that order. */
  readonly arrivals: Float64Array;
  readonly count: number;
};

/** A bucket being written (a private copy; published when the merge ends). */
type Draft<T> = { hashes: Int32Array; keys: (string | undefined)[]; values: (T | undefined)[]; arrivals: Float64Array; count: number };

/** Slots for `count` keys: a power of two, at least twice the keys. */
function capacityFor(count: number): number {
  let capacity = 8;
  while (capacity < count * 2) capacity *= 2;
  return capacity;
}

/** The slot of `id` in the bucket, or the empty slot where it would go. */
function slotOf<T>(bucket: Bucket<T> | Draft<T>, id: string, hash: number): number {
  const mask = bucket.hashes.length - 1;
  let slot = (hash >>> BUCKET_BITS) & mask;
  for (;;) {
    const key = bucket.keys[slot];
    if (key === undefined || (bucket.hashes[slot] === hash && key === id)) return slot;
    slot = (slot + 1) & mask;
  }
}

/** A writable copy of the bucket (or a new one) with room for `more` keys. */
function draftOf<T>(bucket: Bucket<T> | undefined, more: number): Draft<T> {
  const count = bucket?.count ?? 0;
  const capacity = capacityFor(count + more);
  if (bucket && bucket.hashes.length === capacity) {
    return { hashes: bucket.hashes.slice(), keys: bucket.keys.slice(), values: bucket.values.slice(), arrivals: bucket.arrivals.slice(), count };
  }
  // Pre-filled (holey arrays of 100k and more entries would be kept as dictionaries).
  const draft: Draft<T> = {
    hashes: new Int32Array(capacity),
    arrivals: new Float64Array(capacity),
    keys: new Array<string | undefined>(capacity).fill(undefined),
    values: new Array<T | undefined>(capacity).fill(undefined),
    count,
  };
  if (bucket) {
    // Rehash by the kept hashes: no key string is read.
    const mask = capacity - 1;
    for (let i = 0; i < bucket.keys.length; i++) {
      const key = bucket.keys[i];
      if (key === undefined) continue;
      const hash = bucket.hashes[i];
      let slot = (hash >>> BUCKET_BITS) & mask;
      while (draft.keys[slot] !== undefined) slot = (slot + 1) & mask;
      draft.hashes[slot] = hash;
      draft.keys[slot] = key;
      draft.values[slot] = bucket.values[i];
      draft.arrivals[slot] = bucket.arrivals[i];
    }
  }
  return draft;
}

/** The records ordered by their arrival numbers (distinct whole numbers): an LSD radix sort of the positions. */
function inArrivalOrder<T>(records: T[], arrivals: Float64Array): T[] {
  const n = records.length;
  if (n < 2) return records;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const a = arrivals[i];
    if (a < min) min = a;
    if (a > max) max = a;
  }
  if (max - min >= 2 ** 32) {
    const positions = Array.from(records, (_, i) => i).sort((a, b) => arrivals[a] - arrivals[b]);
    return positions.map((i) => records[i]);
  }
  const keys = new Uint32Array(n);
  for (let i = 0; i < n; i++) keys[i] = arrivals[i] - min;
  const order = radixOrder(keys, max - min);
  // (A copy by slice, not new Array(n): V8 keeps a preallocated array of 100k or more as a dictionary.)
  const out = records.slice();
  for (let i = 0; i < n; i++) out[i] = records[order[i]];
  return out;
}

export class OrderStore<T extends { order_id: string }> {
  private constructor(
    private readonly buckets: readonly (Bucket<T> | undefined)[],
    /** Number of orders. */
    readonly size: number,
    /** The arrival number the next record set gets. */
    private readonly arrived: number,
  ) {}

  static empty<T extends { order_id: string }>(): OrderStore<T> {
    return new OrderStore<T>(new Array<Bucket<T> | undefined>(BUCKETS).fill(undefined), 0, 0);
  }

  /** A store of these records (the last one of an order_id wins). */
  static of<T extends { order_id: string }>(records: Iterable<T>): OrderStore<T> {
    return OrderStore.empty<T>().withAll(records);
  }

  get(orderId: string): T | undefined {
    const hash = hashOf(orderId);
    const bucket = this.buckets[hash & (BUCKETS - 1)];
    return bucket?.values[slotOf(bucket, orderId, hash)];
  }

  has(orderId: string): boolean {
    return this.get(orderId) !== undefined;
  }

  /**
   * Every record, in the order they were set (a record replaced takes the place of its arrival), as
   * a new array. Records that arrived together were made together and lie side by side in memory,
   * so a pass over them in this order reads memory in order: classifying 100k orders read in bucket
   * order took twice as long, most of it waiting for memory (bench/client-work.ts). The order comes
   * from the arrival numbers kept beside the keys (a linear radix sort; no record is read).
   */
  toArray(): T[] {
    const n = this.size;
    const records: T[] = [];
    const arrivals = new Float64Array(n);
    for (const bucket of this.buckets) {
      if (!bucket) continue;
      for (let i = 0; i < bucket.keys.length; i++) {
        const value = bucket.values[i];
        if (value === undefined) continue;
        arrivals[records.length] = bucket.arrivals[i];
        records.push(value);
      }
    }
    return inArrivalOrder(records, arrivals);
  }

  values(): IterableIterator<T> {
    return this.toArray()[Symbol.iterator]();
  }

  *keys(): IterableIterator<string> {
    for (const bucket of this.buckets) {
      if (!bucket) continue;
      for (const key of bucket.keys) if (key !== undefined) yield key;
    }
  }

  [Symbol.iterator](): IterableIterator<T> {
    return this.values();
  }

  /** The store with these records set (each replaces the record of its order_id); copies only the buckets it touches. */
  withAll(records: Iterable<T>): OrderStore<T> {
    return this.withNewer(records, () => true);
  }

  /**
   * The store with each record set unless `replaces(record, current)` says the record already held
   * for its order_id (by this store or an earlier record of the same call) stays; copies only the
   * buckets it writes. The same store object when nothing was set.
   */
  withNewer(records: Iterable<T>, replaces: (record: T, current: T) => boolean): OrderStore<T> {
    const list = Array.isArray(records) ? (records as readonly T[]) : [...records];
    const n = list.length;
    if (n === 0) return this;
    // One pass in the records' own order: each id read once and hashed.
    const ids: string[] = [];
    const hashes = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      const id = list[i].order_id;
      ids.push(id);
      hashes[i] = hashOf(id);
    }
    let table: (Bucket<T> | undefined)[] | null = null;
    let size = this.size;
    /**
     * Sets the records `from…from+count-1` of the lists given (ids, hashes, records and their positions
     * in the call, in call order) into bucket b.
     */
    const fill = (
      b: number,
      from: number,
      count: number,
      idsIn: readonly string[],
      hashesIn: Int32Array,
      recordsIn: readonly T[],
      positionOf: (k: number) => number,
    ) => {
      const before = (table ?? this.buckets)[b];
      let draft: Draft<T> | null = null;
      for (let k = from; k < from + count; k++) {
        const id = idsIn[k];
        const hash = hashesIn[k];
        const record = recordsIn[k];
        const held = draft ?? before;
        let slot = held ? slotOf(held, id, hash) : -1;
        const current = held ? held.values[slot] : undefined;
        if (current !== undefined && !replaces(record, current)) continue;
        if (!draft) {
          // Sized for every record of this bucket still to come, so it never grows while filled.
          draft = draftOf(before, from + count - k);
          slot = slotOf(draft, id, hash);
        }
        if (current === undefined) {
          draft.hashes[slot] = hash;
          draft.keys[slot] = id;
          draft.count++;
          size++;
        }
        draft.values[slot] = record;
        draft.arrivals[slot] = this.arrived + positionOf(k);
      }
      if (draft) {
        table ??= this.buckets.slice();
        table[b] = draft;
      }
    };
    if (n < GROUPED_FROM) {
      const inCall = (k: number) => k;
      for (let i = 0; i < n; i++) fill(hashes[i] & (BUCKETS - 1), i, 1, ids, hashes, list, inCall);
    } else {
      // A stable counting sort by bucket that moves the ids, hashes and records themselves (and keeps
      // each one's position in the call), then each bucket filled in one go from consecutive entries:
      // the scatter writes to random places once, in one pass over the call's lists, where filling
      // from the call's lists by sorted positions read three of them at random (at 100k orders those
      // lists no longer fit in the CPU's cache).
      const perBucket = new Uint32Array(BUCKETS + 1);
      for (let i = 0; i < n; i++) perBucket[(hashes[i] & (BUCKETS - 1)) + 1]++;
      for (let b = 0; b < BUCKETS; b++) perBucket[b + 1] += perBucket[b];
      const starts = perBucket.slice(0, BUCKETS);
      const position = new Uint32Array(n);
      const sortedHashes = new Int32Array(n);
      // (Copies by slice, not new Array(n): V8 keeps a preallocated array of 100k or more as a dictionary.)
      const sortedIds = ids.slice();
      const sortedRecords = list.slice();
      for (let i = 0; i < n; i++) {
        const at = starts[hashes[i] & (BUCKETS - 1)]++;
        position[at] = i;
        sortedHashes[at] = hashes[i];
        sortedIds[at] = ids[i];
        sortedRecords[at] = list[i];
      }
      const inSorted = (k: number) => position[k];
      for (let b = 0; b < BUCKETS; b++) {
        const from = perBucket[b];
        const count = perBucket[b + 1] - from;
        if (count > 0) fill(b, from, count, sortedIds, sortedHashes, sortedRecords, inSorted);
      }
    }
    return table ? new OrderStore(table, size, this.arrived + n) : this;
  }

  /** The store with one record set. */
  with(record: T): OrderStore<T> {
    return this.withAll([record]);
  }

  /** A plain object order_id → record (for tests, logs and serialization). */
  toRecord(): Record<string, T> {
    const out: Record<string, T> = {};
    for (const record of this.values()) out[record.order_id] = record;
    return out;
  }

  toJSON(): Record<string, T> {
    return this.toRecord();
  }

  /**
   * What changed from `before` to this store, as [old record | undefined, new record | undefined]
   * pairs (an order added, replaced or gone), found by comparing buckets by identity; null when more
   * than `limit` orders changed (the caller then starts over rather than patching).
   */
  changesSince(before: OrderStore<T>, limit = Number.POSITIVE_INFINITY): [T | undefined, T | undefined][] | null {
    const changes: [T | undefined, T | undefined][] = [];
    if (before === this) return changes;
    for (let b = 0; b < BUCKETS; b++) {
      const was = before.buckets[b];
      const now = this.buckets[b];
      if (was === now) continue;
      if (now) {
        for (let i = 0; i < now.keys.length; i++) {
          const id = now.keys[i];
          if (id === undefined) continue;
          const record = now.values[i];
          const old = was?.values[slotOf(was, id, now.hashes[i])];
          if (old === record) continue;
          changes.push([old, record]);
          if (changes.length > limit) return null;
        }
      }
      if (was) {
        for (let i = 0; i < was.keys.length; i++) {
          const id = was.keys[i];
          if (id === undefined) continue;
          if (now && now.keys[slotOf(now, id, was.hashes[i])] !== undefined) continue;
          changes.push([was.values[i], undefined]);
          if (changes.length > limit) return null;
        }
      }
    }
    return changes;
  }
}
