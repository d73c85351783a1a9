/** mulberry32: a tiny seeded generator, so the demo data is the same on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  /** A version-4-shaped uuid drawn from the generator (not crypto: it must repeat). */
  const uuid = (): string => {
    const hex = Array.from({ length: 32 }, () => int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = (8 + int(0, 3)).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  };
  return { next, int, pick, uuid, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof createRandom>;
