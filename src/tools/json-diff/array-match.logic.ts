import { canonicalText, hasMember, isObject, type JsonValue } from './json-value.logic';

/** How array items are paired: by a key member ("auto" tries common ones), or strictly by position. */
export type ArrayMode = 'auto' | 'key' | 'position';
export interface ArrayOptions {
  mode: ArrayMode;
  /** The member that identifies an item, in "key" mode (e.g. "id"). */
  key: string;
}

/** Keys tried in "auto" mode, in this order. */
export const AUTO_KEYS = ['id', '_id', 'key', 'uuid', 'name'] as const;

export interface ArrayMatch {
  /** [old index, new index] of items that are the same item (equal, or same key), by old index. */
  pairs: [number, number][];
  /** Old indices with no partner, ascending. */
  removed: number[];
  /** New indices with no partner, ascending. */
  added: number[];
  /** True when the items were paired by a key member. */
  byKey?: boolean;
}

/** The identity of an item under `key`, or null when the item cannot be identified by it. */
function identity(item: JsonValue, key: string): string | null {
  if (!isObject(item) || !hasMember(item, key)) return null;
  const value = item[key];
  return value === null || typeof value === 'object' ? null : `${typeof value}:${String(value)}`;
}

/** Each item's identity under `key`, or null when some item lacks it or two share it. */
function identities(items: readonly JsonValue[], key: string): Map<string, number> | null {
  const byIdentity = new Map<string, number>();
  for (const [index, item] of items.entries()) {
    const id = identity(item, key);
    if (id === null || byIdentity.has(id)) return null;
    byIdentity.set(id, index);
  }
  return byIdentity;
}

function matchByKey(left: Map<string, number>, right: Map<string, number>, newLength: number): ArrayMatch {
  const pairs: [number, number][] = [];
  const matchedNew = new Uint8Array(newLength);
  const removed: number[] = [];
  const oldIds = [...left.entries()].sort((a, b) => a[1] - b[1]);
  for (const [id, oldIndex] of oldIds) {
    const newIndex = right.get(id);
    if (newIndex === undefined) removed.push(oldIndex);
    else {
      pairs.push([oldIndex, newIndex]);
      matchedNew[newIndex] = 1;
    }
  }
  const added = Array.from({ length: newLength }, (_, index) => index).filter((index) => !matchedNew[index]);
  return { pairs, removed, added };
}

function matchByPosition(oldLength: number, newLength: number): ArrayMatch {
  const common = Math.min(oldLength, newLength);
  return {
    pairs: Array.from({ length: common }, (_, index): [number, number] => [index, index]),
    removed: Array.from({ length: oldLength - common }, (_, index) => common + index),
    added: Array.from({ length: newLength - common }, (_, index) => common + index),
  };
}

/**
 * Without a key: equal items are the same item (the n-th copy of a value pairs with its n-th copy), so
 * an insertion or a reordering does not read as every later item changing; the rest pair up in order
 * and are compared member by member, and what is left over was removed or added.
 */
function matchByEquality(left: readonly JsonValue[], right: readonly JsonValue[]): ArrayMatch {
  const waiting = new Map<string, number[]>();
  right.forEach((item, index) => {
    const text = canonicalText(item);
    const list = waiting.get(text);
    if (list) list.push(index);
    else waiting.set(text, [index]);
  });
  const partner = new Int32Array(left.length).fill(-1);
  const matchedNew = new Uint8Array(right.length);
  left.forEach((item, index) => {
    const newIndex = waiting.get(canonicalText(item))?.shift();
    if (newIndex !== undefined) {
      partner[index] = newIndex;
      matchedNew[newIndex] = 1;
    }
  });
  const leftoverOld = Array.from({ length: left.length }, (_, index) => index).filter((index) => partner[index] === -1);
  const leftoverNew = Array.from({ length: right.length }, (_, index) => index).filter((index) => !matchedNew[index]);
  const paired = Math.min(leftoverOld.length, leftoverNew.length);
  for (let at = 0; at < paired; at += 1) partner[leftoverOld[at] as number] = leftoverNew[at] as number;
  const pairs: [number, number][] = [];
  partner.forEach((newIndex, oldIndex) => {
    if (newIndex !== -1) pairs.push([oldIndex, newIndex]);
  });
  return { pairs, removed: leftoverOld.slice(paired), added: leftoverNew.slice(paired) };
}

/** The key both arrays can be matched by in this mode, or null. */
export function arrayKey(left: readonly JsonValue[], right: readonly JsonValue[], options: ArrayOptions): string | null {
  if (options.mode === 'position' || left.length + right.length === 0) return null;
  const candidates = options.mode === 'key' ? [options.key.trim()].filter(Boolean) : AUTO_KEYS;
  return candidates.find((key) => identities(left, key) !== null && identities(right, key) !== null) ?? null;
}

export function matchArrays(left: readonly JsonValue[], right: readonly JsonValue[], options: ArrayOptions): ArrayMatch {
  if (options.mode === 'position') return matchByPosition(left.length, right.length);
  const key = arrayKey(left, right, options);
  const [oldIds, newIds] = key === null ? [null, null] : [identities(left, key), identities(right, key)];
  return oldIds && newIds ? { ...matchByKey(oldIds, newIds, right.length), byKey: true } : matchByEquality(left, right);
}

/** Which pairs keep their relative order (a longest increasing run of new indices); the others moved. */
export function stablePairs(pairs: readonly [number, number][]): Uint8Array {
  const tails: number[] = [];
  const previous = new Int32Array(pairs.length).fill(-1);
  pairs.forEach(([, newIndex], at) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((pairs[tails[middle] as number] as [number, number])[1] < newIndex) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[at] = tails[low - 1] as number;
    tails[low] = at;
  });
  const stable = new Uint8Array(pairs.length);
  for (let at = tails[tails.length - 1] ?? -1; at !== -1; at = previous[at] as number) stable[at] = 1;
  return stable;
}
