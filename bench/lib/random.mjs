// A small seeded generator (mulberry32), so that every run of a benchmark makes the same data
// and asks the same sequence of requests.

/** A function returning numbers in [0, 1), the same sequence for the same `seed`. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The indexes 0..n-1 in an order shuffled with `random` (Fisher-Yates). */
export function shuffledOrder(n, random) {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
