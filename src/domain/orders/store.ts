// The order store's structure (issue 14, item 5): a persistent map order_id → record. A live update
// must not copy the whole store (a spread of 10k keys costs milliseconds), yet every version stays
// immutable (snapshots of the orders machine are values). The records live in BUCKETS small maps,
// chosen by a hash of the order_id; a new version copies the bucket table (BUCKETS pointers) and
// only the buckets it touches, and shares every other bucket with the version before. Two versions
// are compared by bucket identity, so what changed between them is found without a pass over the
// records (changedOrders), which keeps the tab lists incremental.
const BUCKETS = 1024;

/** FNV-1a of the id, folded to a bucket index. */
function bucketOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return (h >>> 0) & (BUCKETS - 1);
}

type Bucket<T> = ReadonlyMap<string, T> | undefined;

export class OrderStore<T extends { order_id: string }> {
  private constructor(
    private readonly buckets: readonly Bucket<T>[],
    /** Number of orders. */
    readonly size: number,
  ) {}

  static empty<T extends { order_id: string }>(): OrderStore<T> {
    return new OrderStore<T>(new Array<Bucket<T>>(BUCKETS).fill(undefined), 0);
  }

  /** A store of these records (the last one of an order_id wins). */
  static of<T extends { order_id: string }>(records: Iterable<T>): OrderStore<T> {
    return OrderStore.empty<T>().withAll(records);
  }

  get(orderId: string): T | undefined {
    return this.buckets[bucketOf(orderId)]?.get(orderId);
  }

  has(orderId: string): boolean {
    return this.get(orderId) !== undefined;
  }

  *values(): IterableIterator<T> {
    for (const bucket of this.buckets) if (bucket) yield* bucket.values();
  }

  *keys(): IterableIterator<string> {
    for (const bucket of this.buckets) if (bucket) yield* bucket.keys();
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
   * for its order_id (by this store or an earlier record of the same call) stays; one pass, copying
   * only the buckets it writes. The same store object when nothing was set.
   */
  withNewer(records: Iterable<T>, replaces: (record: T, current: T) => boolean): OrderStore<T> {
    let table: Bucket<T>[] | null = null;
    let copied: Uint8Array | null = null;
    let size = this.size;
    for (const record of records) {
      const b = bucketOf(record.order_id);
      const current = (table ?? this.buckets)[b]?.get(record.order_id);
      if (current !== undefined && !replaces(record, current)) continue;
      table ??= this.buckets.slice();
      copied ??= new Uint8Array(BUCKETS);
      let bucket = table[b] as Map<string, T> | undefined;
      if (!copied[b]) {
        bucket = new Map(bucket);
        table[b] = bucket;
        copied[b] = 1;
      }
      if (!bucket) continue; // unreachable: the bucket was just made
      if (!bucket.has(record.order_id)) size++;
      bucket.set(record.order_id, record);
    }
    return table ? new OrderStore(table, size) : this;
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
        for (const [id, record] of now) {
          const old = was?.get(id);
          if (old === record) continue;
          changes.push([old, record]);
          if (changes.length > limit) return null;
        }
      }
      if (was) {
        for (const [id, record] of was) {
          if (now?.has(id)) continue;
          changes.push([record, undefined]);
          if (changes.length > limit) return null;
        }
      }
    }
    return changes;
  }
}
