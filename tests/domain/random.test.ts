import { describe, expect, it } from 'vitest';
import { createRandom, sample, seedFromString, shuffle } from '../../src/domain/random';

describe('random', () => {
  it('is reproducible for a seed and stays in [0, 1)', () => {
    const a = createRandom(123);
    const b = createRandom(123);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(createRandom(124)()).not.toBe(values[0]);
  });

  it('spreads shuffles evenly enough', () => {
    const random = createRandom(7);
    const firsts = new Map<number, number>();
    for (let i = 0; i < 6000; i += 1) {
      const first = shuffle([0, 1, 2], random)[0]!;
      firsts.set(first, (firsts.get(first) ?? 0) + 1);
    }
    for (const n of [0, 1, 2]) expect(firsts.get(n)).toBeGreaterThan(1800);
  });

  it.each([
    [5, 3, 3],
    [5, 5, 5],
    [5, 9, 5],
    [5, 0, 0],
    [0, 3, 0],
  ])('sample from %i items asking %i gives %i distinct', (size, n, expected) => {
    const items = Array.from({ length: size }, (_, i) => i);
    const picked = sample(items, n, createRandom(1));
    expect(picked).toHaveLength(expected);
    expect(new Set(picked).size).toBe(expected);
  });

  it('hashes strings stably', () => {
    expect(seedFromString('2025-06-01')).toBe(seedFromString('2025-06-01'));
    expect(seedFromString('2025-06-01')).not.toBe(seedFromString('2025-06-02'));
    expect(seedFromString('')).toBe(0x811c9dc5);
  });
});
