/**
 * The seeded randomness of the generated businesses (`npm run generate`, the benchmarks, and the
 * tests' busy business): the same seed draws the same numbers, so it makes the same books.
 */

/** mulberry32: small, fast and seedable. Numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The draws a generator makes, each taking numbers from `random` in a fixed order. */
export interface RandomDraws {
  random: () => number;
  /** A whole number from `low` to `high`, both included. */
  between(low: number, high: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A version 4 UUID made of 32 draws. */
  uuid(): string;
}

export function randomDraws(random: () => number): RandomDraws {
  return {
    random,
    between: (low, high) => low + Math.floor(random() * (high - low + 1)),
    chance: (p) => random() < p,
    pick: (items) => items[Math.floor(random() * items.length)],
    uuid: () => {
      const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
      const h = hex.join('');
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
    },
  };
}
