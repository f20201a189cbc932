/** The character sets a password is drawn from, after the exclusions. */

export const SETS = {
  upper: { label: 'Uppercase', characters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' },
  lower: { label: 'Lowercase', characters: 'abcdefghijklmnopqrstuvwxyz' },
  digits: { label: 'Digits', characters: '0123456789' },
  symbols: { label: 'Symbols', characters: '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~' },
} as const;
export type SetId = keyof typeof SETS;
export const SET_IDS = Object.keys(SETS) as SetId[];

/** Characters easily mistaken for one another in print or when read aloud: 0 O o, 1 l I | i, 5 S, 2 Z, 8 B, 6 G, and the quote marks. */
export const LOOK_ALIKES = '0Oo1lI|i5S2Z8B6G\'"`';

export interface CharsetChoice {
  upper: boolean;
  lower: boolean;
  digits: boolean;
  symbols: boolean;
  /** Characters of the visitor's own to add, as typed. */
  custom: string;
  /** Characters never to use, as typed. */
  exclude: string;
  noLookAlikes: boolean;
}

export interface CharacterSet {
  label: string;
  characters: string[];
}

export type Charsets = { ok: true; sets: CharacterSet[] } | { ok: false; message: string };

/**
 * The chosen sets without the excluded characters (and look-alikes, when asked), each one's characters apart from the
 * others: a custom character already in a chosen set counts once, in that set, so the sets are disjoint and "one of each"
 * can be counted exactly.
 */
export function chooseCharsets(choice: CharsetChoice): Charsets {
  const removed = new Set([...Array.from(choice.exclude), ...(choice.noLookAlikes ? Array.from(LOOK_ALIKES) : [])]);
  const taken = new Set<string>();
  const sets: CharacterSet[] = [];
  /** False when nothing of the set is left. */
  const add = (label: string, characters: string) => {
    const kept = [...new Set(Array.from(characters))].filter((character) => !removed.has(character) && !taken.has(character));
    kept.forEach((character) => taken.add(character));
    if (kept.length > 0) sets.push({ label, characters: kept });
    return kept.length > 0;
  };
  for (const id of SET_IDS) {
    if (choice[id] && !add(SETS[id].label, SETS[id].characters))
      return { ok: false, message: `After the exclusions, ${SETS[id].label} has no characters left.` };
  }
  const custom = choice.custom.replace(/\s/g, '');
  if (custom !== '' && !add('Custom', custom)) {
    return { ok: false, message: 'After the exclusions, the custom set has no characters left that the sets chosen above do not already have.' };
  }
  if (sets.length === 0) return { ok: false, message: 'Choose at least one character set, or type a custom set.' };
  return { ok: true, sets };
}
