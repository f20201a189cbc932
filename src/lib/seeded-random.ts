/**
 * mulberry32, a small public-domain PRNG (Tommy Ettinger): 32 bits of state, so a seed names one
 * sequence exactly, in every browser, worker and Node alike. Returns numbers in [0, 1). Math.random
 * could not repeat a shuffle, a palette or a text for the same seed.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a of the text's UTF-16 code units: the same text (a prompt and its options) always gives the same seed. */
export function seedFromText(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}
