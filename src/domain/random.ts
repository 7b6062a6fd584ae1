// Seeded randomness for exam draws and daily choices: mulberry32, Fisher–Yates shuffle and sampling.
// Callers pass the random source in, so every draw is reproducible from its seed (no Math.random here).

export type Random = () => number;

/** mulberry32: a fast 32-bit generator; returns floats in [0, 1). */
export const createRandom = (seed: number): Random => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** FNV-1a over UTF-16 code units: a stable 32-bit unsigned hash for seeds and daily choices. */
export const seedFromString = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** An integer in [0, max). */
export const randomInt = (max: number, random: Random): number =>
  Math.min(max - 1, Math.floor(random() * max));

/** A shuffled copy (Fisher–Yates); the input is not changed. */
export const shuffle = <T>(items: readonly T[], random: Random): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1, random);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy;
};

/** `n` distinct items (by position) in random order; fewer when the input is shorter. */
export const sample = <T>(items: readonly T[], n: number, random: Random): T[] => {
  const count = Math.max(0, Math.min(Math.floor(n), items.length));
  const copy = [...items];
  for (let i = 0; i < count; i += 1) {
    const j = i + randomInt(copy.length - i, random);
    const a = copy[i] as T;
    copy[i] = copy[j] as T;
    copy[j] = a;
  }
  return copy.slice(0, count);
};
