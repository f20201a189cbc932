import { orderItems, type OrderChoice } from './order.logic';
import { quoteItem, toJsonArray, toSqlInList, type OutputChoice, type QuoteChoice } from './output.logic';
import { joinSeparator, splitItems, type JoinChoice, type SplitChoice } from './separators.logic';

/** Every option of the pipeline; the steps always run in the order of `runPipeline`, whatever order they were set in. */
export interface ListRequest {
  text: string;
  split: SplitChoice;
  splitCustom: string;
  trim: boolean;
  removeBlank: boolean;
  lowercase: boolean;
  dedupe: boolean;
  /** For dedupe, sort and the unique count: "Apple" and "apple" are the same item. */
  ignoreCase: boolean;
  order: OrderChoice;
  descending: boolean;
  seed: number;
  prefix: string;
  suffix: string;
  quote: QuoteChoice;
  output: OutputChoice;
  join: JoinChoice;
  joinCustom: string;
  /** JSON and SQL: numbers unquoted when every item is one. */
  numbers: boolean;
}

export interface ListCounts {
  items: number;
  unique: number;
}

export type ListResult = { ok: true; output: string; before: ListCounts; after: ListCounts } | { ok: false; message: string };

export const DEFAULT_LIST_REQUEST: ListRequest = {
  text: '',
  split: 'lines',
  splitCustom: '|',
  trim: true,
  removeBlank: true,
  lowercase: false,
  dedupe: false,
  ignoreCase: false,
  order: 'keep',
  descending: false,
  seed: 1,
  prefix: '',
  suffix: '',
  quote: 'none',
  output: 'join',
  join: 'lines',
  joinCustom: ' | ',
  numbers: true,
};

const keyOf = (ignoreCase: boolean) => (ignoreCase ? (item: string) => item.toLowerCase() : (item: string) => item);

function countUnique(items: readonly string[], ignoreCase: boolean): number {
  return new Set(items.map(keyOf(ignoreCase))).size;
}

/** Keeps the first of each item; later copies go, so the list's order is kept. */
export function dedupe(items: readonly string[], ignoreCase: boolean): string[] {
  const seen = new Set<string>();
  const key = keyOf(ignoreCase);
  return items.filter((item) => {
    const itemKey = key(item);
    if (seen.has(itemKey)) return false;
    seen.add(itemKey);
    return true;
  });
}

/**
 * The pipeline, always in this order: split → trim → remove blank items → lower-case → dedupe →
 * order (sort, reverse or shuffle) → quotes → prefix and suffix → write out (joined, JSON or SQL).
 * The counts are taken after the split and after the order step.
 */
export function runPipeline(request: ListRequest): ListResult {
  if (request.split === 'custom' && request.splitCustom === '') return { ok: false, message: 'Type the separator to split on (\\n is a new line, \\t a tab).' };
  let items = splitItems(request.text, request.split, request.splitCustom);
  const before = { items: items.length, unique: countUnique(items, request.ignoreCase) };
  if (request.trim) items = items.map((item) => item.trim());
  if (request.removeBlank) items = items.filter((item) => item.trim() !== '');
  if (request.lowercase) items = items.map((item) => item.toLowerCase());
  if (request.dedupe) items = dedupe(items, request.ignoreCase);
  items = orderItems(items, request);
  const after = { items: items.length, unique: countUnique(items, request.ignoreCase) };
  return { ok: true, output: writeOut(items, request), before, after };
}

function writeOut(items: string[], { prefix, suffix, quote, output, numbers, join, joinCustom }: ListRequest): string {
  const affix = (item: string) => `${prefix}${item}${suffix}`;
  switch (output) {
    // Prefix and suffix go inside the JSON or SQL strings, which quote themselves.
    case 'json':
      return toJsonArray(items.map(affix), numbers);
    case 'sql':
      return toSqlInList(items.map(affix), numbers);
    case 'join':
      return items.map((item) => affix(quoteItem(item, quote))).join(joinSeparator(join, joinCustom));
  }
}
