export type SeededRandom = {
  /** In [0, 1). */
  next(): number;
  between(low: number, high: number): number;
  /** A whole number from low to high, both included. */
  integer(low: number, high: number): number;
  pick<T>(values: readonly T[]): T;
};

/**
 * Numbers that look random but are the same for the same seed, so every run draws the same
 * pictures and the same demo. mulberry32: small, fast, and without the stripes a plain linear
 * congruential generator leaves in noise.
 */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    between: (low, high) => low + next() * (high - low),
    integer: (low, high) => Math.floor(low + next() * (high - low + 1)),
    pick: (values) => values[Math.floor(next() * values.length)]!,
  };
}
