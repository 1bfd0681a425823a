// The one LSD radix sort of positions the order store (arrival order) and the tab lists (created_at)
// share (issue 14: linear growth at 100k orders, where a comparator sort is n log n).

const RADIX_BITS = 11;
const RADIX = 1 << RADIX_BITS;

/**
 * The positions 0…n−1 ordered by their key, smallest first, ties in position order (stable): an LSD
 * radix sort, 11 bits a pass, as many passes as `span` (the largest key) needs. Keys are whole
 * numbers from 0 to `span`, below 2^32 (callers subtract their minimum).
 */
export function radixOrder(keys: Uint32Array, span: number): Uint32Array {
  const n = keys.length;
  let order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  let spare = new Uint32Array(n);
  const counts = new Uint32Array(RADIX);
  for (let shift = 0; shift < 32 && span / 2 ** shift >= 1; shift += RADIX_BITS) {
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[(keys[i] >>> shift) & (RADIX - 1)]++;
    let sum = 0;
    for (let d = 0; d < RADIX; d++) {
      const c = counts[d];
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const at = order[i];
      spare[counts[(keys[at] >>> shift) & (RADIX - 1)]++] = at;
    }
    [order, spare] = [spare, order];
  }
  return order;
}
