import { choices } from '@/lib/choices';
import { mulberry32 } from '@/lib/seeded-random';

/** How the items are put in order, after dedupe and before prefixes. */
export const ORDERS = choices({
  keep: 'Keep as is',
  natural: 'Natural (file2 before file10)',
  alphabetical: 'Alphabetical',
  numeric: 'Numeric',
  length: 'By length',
  reverse: 'Reverse',
  shuffle: 'Shuffle',
});
export type OrderChoice = (typeof ORDERS.values)[number];

export interface OrderOptions {
  order: OrderChoice;
  descending: boolean;
  ignoreCase: boolean;
  seed: number;
}

/** Fisher–Yates with mulberry32: the same seed and items give the same order. */
export function shuffle<T>(items: readonly T[], seed: number): T[] {
  const random = mulberry32(seed);
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}

/** A number as a person writes one in a list: 42, -3.5, 1e6, +7, .5; thousands separators are not read. */
function numberValue(item: string): number | null {
  const trimmed = item.trim();
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return null;
  return Number(trimmed);
}

function comparator(options: OrderOptions): (a: string, b: string) => number {
  // A fixed locale: the same list sorts the same in every browser. Case-insensitive: "a" and "A" tie and keep their order.
  const sensitivity = options.ignoreCase ? 'accent' : 'variant';
  switch (options.order) {
    case 'natural':
      return new Intl.Collator('en', { numeric: true, sensitivity }).compare;
    case 'alphabetical':
      return new Intl.Collator('en', { sensitivity }).compare;
    case 'length':
      return (a, b) => a.length - b.length;
    default:
      return () => 0;
  }
}

/**
 * The items in the chosen order. Every sort is stable: equal items keep the order they came in, and
 * Descending reverses the comparison, not the result, so ties keep it too. Numeric puts items that are
 * not numbers after the numbers, in their original order.
 */
export function orderItems(items: readonly string[], options: OrderOptions): string[] {
  switch (options.order) {
    case 'keep':
      return [...items];
    case 'reverse':
      return [...items].reverse();
    case 'shuffle':
      return shuffle(items, options.seed);
    case 'numeric': {
      const keyed = items.map((item) => ({ item, value: numberValue(item) }));
      const numbers = keyed.filter((entry): entry is { item: string; value: number } => entry.value !== null);
      const sign = options.descending ? -1 : 1;
      numbers.sort((a, b) => sign * (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
      return [...numbers.map((entry) => entry.item), ...keyed.filter((entry) => entry.value === null).map((entry) => entry.item)];
    }
    default: {
      const compare = comparator(options);
      const sign = options.descending ? -1 : 1;
      return [...items].sort((a, b) => sign * compare(a, b));
    }
  }
}
