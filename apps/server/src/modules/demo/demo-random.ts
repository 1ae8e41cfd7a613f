/** A small seeded generator (mulberry32): the same demo members on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    for (let n = int(min, max); n > 0 && pool.length; n--)
      out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]!);
    return out;
  };
  const weighted = <T extends { weight: number }>(items: readonly T[]): T => {
    let roll = next() * items.reduce((sum, item) => sum + item.weight, 0);
    for (const item of items) if ((roll -= item.weight) < 0) return item;
    return items[items.length - 1]!;
  };
  return { next, int, pick, some, weighted, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof createRandom>;
