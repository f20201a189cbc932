import { matchArrays, stablePairs, type ArrayOptions } from './array-match.logic';
import { planMoves } from './array-moves.logic';
import type { PatchOperation } from './json-patch.logic';
import { formatPointer, type PathToken } from './json-pointer.logic';
import { hasMember, isObject, jsonEqual, type JsonValue } from './json-value.logic';

export type ChangeKind = 'added' | 'removed' | 'changed' | 'moved';

/** One difference, as a person reads it: paths in the Original for removals, in the Changed document otherwise. */
export interface Change {
  kind: ChangeKind;
  path: PathToken[];
  /** Where a moved item was. */
  from?: PathToken[];
  before?: JsonValue;
  after?: JsonValue;
}

export interface JsonDiff {
  changes: Change[];
  /** An RFC 6902 patch that turns the Original into the Changed document. */
  patch: PatchOperation[];
  /** Arrays that could not be matched by the key the user named (an item lacks it, or two share it). */
  unkeyed: PathToken[][];
}

export const defaultArrayOptions: ArrayOptions = { mode: 'auto', key: '' };

/** A structural diff: key order and formatting never count; array items pair by key (moves) or as ArrayOptions says. */
export function diffJson(left: JsonValue, right: JsonValue, options: ArrayOptions = defaultArrayOptions): JsonDiff {
  const result: JsonDiff = { changes: [], patch: [], unkeyed: [] };
  diffValue(left, right, [], options, result);
  return result;
}

function diffValue(left: JsonValue, right: JsonValue, path: PathToken[], options: ArrayOptions, out: JsonDiff): void {
  if (isObject(left) && isObject(right)) return diffObject(left, right, path, options, out);
  if (Array.isArray(left) && Array.isArray(right)) return diffArray(left, right, path, options, out);
  if (jsonEqual(left, right)) return;
  out.changes.push({ kind: 'changed', path, before: left, after: right });
  out.patch.push({ op: 'replace', path: formatPointer(path), value: right });
}

function diffObject(left: Record<string, JsonValue>, right: Record<string, JsonValue>, path: PathToken[], options: ArrayOptions, out: JsonDiff): void {
  for (const key of Object.keys(left)) {
    if (hasMember(right, key)) continue;
    out.changes.push({ kind: 'removed', path: [...path, key], before: left[key] });
    out.patch.push({ op: 'remove', path: formatPointer([...path, key]) });
  }
  for (const key of Object.keys(right)) {
    const value = right[key] as JsonValue;
    if (hasMember(left, key)) diffValue(left[key] as JsonValue, value, [...path, key], options, out);
    else {
      out.changes.push({ kind: 'added', path: [...path, key], after: value });
      out.patch.push({ op: 'add', path: formatPointer([...path, key]), value });
    }
  }
}

/**
 * The patch for an array works in four steps whose indices stay valid: remove the unpaired old items
 * (last first), move paired items that left their relative order, insert the new items (first first),
 * which leaves every paired item at its new index, and then change paired items inside.
 */
function diffArray(left: JsonValue[], right: JsonValue[], path: PathToken[], options: ArrayOptions, out: JsonDiff): void {
  // The common case, an array of values left as they were, needs no matching.
  if (left.length === right.length && left.every((item, index) => item === right[index])) return;
  const { pairs, removed, added, byKey } = matchArrays(left, right, options);
  if (!byKey && options.mode === 'key' && options.key.trim() !== '' && left.length + right.length > 0) out.unkeyed.push(path);
  const at = (index: number) => formatPointer([...path, index]);

  for (const index of removed) out.changes.push({ kind: 'removed', path: [...path, index], before: left[index] });
  for (let position = removed.length - 1; position >= 0; position -= 1) out.patch.push({ op: 'remove', path: at(removed[position] as number) });

  const stable = stablePairs(pairs);
  for (const { pair, from, to } of planMoves(
    pairs.map(([, newIndex]) => newIndex),
    stable,
  )) {
    const [oldIndex, newIndex] = pairs[pair] as [number, number];
    out.changes.push({ kind: 'moved', path: [...path, newIndex], from: [...path, oldIndex], after: right[newIndex] });
    if (from !== to) out.patch.push({ op: 'move', from: at(from), path: at(to) });
  }

  for (const index of added) {
    out.changes.push({ kind: 'added', path: [...path, index], after: right[index] });
    out.patch.push({ op: 'add', path: at(index), value: right[index] as JsonValue });
  }

  for (const [oldIndex, newIndex] of [...pairs].sort((a, b) => a[1] - b[1])) {
    diffValue(left[oldIndex] as JsonValue, right[newIndex] as JsonValue, [...path, newIndex], options, out);
  }
}
