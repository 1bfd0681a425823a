// Seeded randomness for the simulator and the seed: mulberry32 over a 32-bit FNV-1a hash, so a seed
// and a key (an order id, "seed-orders") always give the same sequence on every machine.

/** A random number in [0, 1). */
export type Rng = () => number;

/** FNV-1a, 32 bits. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The generator of one key under a seed (independent of every other key). */
export const rngFor = (seed: string | number, key: string): Rng => mulberry32(hashString(`${seed}\u0000${key}`));

/** An integer in [min, max]. */
export const intBetween = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** A float in [min, max). */
export const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);

export const pick = <T>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)];
