import { arrayIndex, parsePointer } from './json-pointer.logic';
import { cloneJson, hasMember, isObject, jsonEqual, setMember, stringifyJson, type JsonValue } from './json-value.logic';

/** One JSON Patch (RFC 6902) operation. */
export type PatchOperation =
  { op: 'add' | 'replace' | 'test'; path: string; value: JsonValue } | { op: 'remove'; path: string } | { op: 'move' | 'copy'; from: string; path: string };

export type PatchOp = PatchOperation['op'];
const OPS: readonly PatchOp[] = ['add', 'remove', 'replace', 'move', 'copy', 'test'];

export type CheckedPatch = { ok: true; operations: PatchOperation[] } | { ok: false; index: number | null; message: string };
export type PatchOutcome = { ok: true; value: JsonValue } | { ok: false; index: number; message: string };

/** "Operation 2 (index 1)": people count from 1, the RFC's tests and most libraries from 0; both are given. */
export function operationLabel(index: number): string {
  return `Operation ${index + 1} (index ${index})`;
}

/** Checks a parsed patch document: an array of objects, each with a known "op" and the members that op requires. */
export function checkPatch(document: JsonValue): CheckedPatch {
  if (!Array.isArray(document))
    return { ok: false, index: null, message: 'A JSON Patch must be an array of operations, like [{"op": "add", "path": "/a", "value": 1}].' };
  const operations: PatchOperation[] = [];
  for (const [index, item] of document.entries()) {
    const problem = operationProblem(item);
    if (problem) return { ok: false, index, message: `${operationLabel(index)} is not valid: ${problem}.` };
    operations.push(item as unknown as PatchOperation);
  }
  return { ok: true, operations };
}

function operationProblem(item: JsonValue): string | null {
  if (!isObject(item)) return 'each operation must be an object';
  const { op } = item;
  if (typeof op !== 'string') return 'it has no "op" member naming the operation';
  if (!OPS.includes(op as PatchOp)) return `"${op}" is not an operation (use add, remove, replace, move, copy or test)`;
  for (const member of op === 'move' || op === 'copy' ? ['path', 'from'] : ['path']) {
    const pointer = item[member];
    if (!hasMember(item, member)) return `"${op}" needs a "${member}" member`;
    if (typeof pointer !== 'string') return `its "${member}" must be a string (a JSON Pointer)`;
    const parsed = parsePointer(pointer);
    if (!parsed.ok) return `its "${member}" ${parsed.message.replace(/^"[^"]*" /, '')}`;
  }
  if ((op === 'add' || op === 'replace' || op === 'test') && !hasMember(item, 'value')) return `"${op}" needs a "value" member`;
  return null;
}

class PatchError extends Error {}

/** A short view of a value for messages. */
export function preview(value: JsonValue | undefined, max = 60): string {
  const text = value === undefined ? 'nothing' : stringifyJson(value, 0);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const tokensOf = (pointer: string) => {
  const parsed = parsePointer(pointer);
  if (!parsed.ok) throw new PatchError(parsed.message);
  return parsed.tokens;
};

const pointerOf = (tokens: string[]) =>
  tokens.length === 0 ? 'the document root' : `/${tokens.map((token) => token.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;

/** The value at tokens, or a PatchError naming the first step that is missing. */
function valueAt(root: JsonValue, tokens: string[]): JsonValue {
  let current = root;
  for (const [depth, token] of tokens.entries()) {
    const where = pointerOf(tokens.slice(0, depth));
    if (Array.isArray(current)) {
      const index = arrayIndex(token);
      if (index === null || index >= current.length) {
        throw new PatchError(`path not found: the array at ${where} has ${current.length} items, so it has no item "${token}"`);
      }
      current = current[index] as JsonValue;
    } else if (isObject(current)) {
      if (!hasMember(current, token)) throw new PatchError(`path not found: the object at ${where} has no member "${token}"`);
      current = current[token] as JsonValue;
    } else {
      throw new PatchError(`path not found: ${where} is ${preview(current)}, not an object or array`);
    }
  }
  return current;
}

function add(root: JsonValue, tokens: string[], value: JsonValue): JsonValue {
  if (tokens.length === 0) return value;
  const parent = valueAt(root, tokens.slice(0, -1));
  const token = tokens[tokens.length - 1] as string;
  if (Array.isArray(parent)) {
    const index = token === '-' ? parent.length : arrayIndex(token);
    if (index === null || index > parent.length) {
      throw new PatchError(`index "${token}" is out of bounds: the array at ${pointerOf(tokens.slice(0, -1))} has ${parent.length} items (use "-" to append)`);
    }
    parent.splice(index, 0, value);
  } else if (isObject(parent)) {
    setMember(parent, token, value);
  } else {
    throw new PatchError(`cannot add to ${pointerOf(tokens.slice(0, -1))}: it is ${preview(parent)}, not an object or array`);
  }
  return root;
}

function remove(root: JsonValue, tokens: string[]): JsonValue {
  if (tokens.length === 0) throw new PatchError('cannot remove the whole document');
  valueAt(root, tokens);
  const parent = valueAt(root, tokens.slice(0, -1)) as JsonValue[] | Record<string, JsonValue>;
  const token = tokens[tokens.length - 1] as string;
  if (Array.isArray(parent)) parent.splice(Number(token), 1);
  else delete parent[token];
  return root;
}

/** Replaces in place, so an object's member keeps its place among the others. */
function replace(root: JsonValue, tokens: string[], value: JsonValue): JsonValue {
  valueAt(root, tokens);
  if (tokens.length === 0) return value;
  const parent = valueAt(root, tokens.slice(0, -1)) as JsonValue[] | Record<string, JsonValue>;
  const token = tokens[tokens.length - 1] as string;
  if (Array.isArray(parent)) parent[Number(token)] = value;
  else setMember(parent, token, value);
  return root;
}

function applyOne(root: JsonValue, operation: PatchOperation): JsonValue {
  const path = tokensOf(operation.path);
  switch (operation.op) {
    case 'add':
      return add(root, path, cloneJson(operation.value));
    case 'remove':
      return remove(root, path);
    case 'replace':
      return replace(root, path, cloneJson(operation.value));
    case 'move': {
      const from = tokensOf(operation.from);
      if (operation.from === operation.path) {
        valueAt(root, from);
        return root;
      }
      if (operation.path.startsWith(`${operation.from}/`)) throw new PatchError(`cannot move ${operation.from} into its own child ${operation.path}`);
      const value = valueAt(root, from);
      return add(remove(root, from), path, value);
    }
    case 'copy':
      return add(root, path, cloneJson(valueAt(root, tokensOf(operation.from))));
    case 'test': {
      const actual = valueAt(root, path);
      if (!jsonEqual(actual, operation.value)) {
        throw new PatchError(`test failed: ${pointerOf(path)} is ${preview(actual)}, not ${preview(operation.value)}`);
      }
      return root;
    }
  }
}

/** Applies a checked patch to a copy of the document, all or nothing: the first failing operation is named with why. */
export function applyPatch(document: JsonValue, operations: readonly PatchOperation[]): PatchOutcome {
  let root = cloneJson(document);
  for (const [index, operation] of operations.entries()) {
    try {
      root = applyOne(root, operation);
    } catch (error) {
      if (!(error instanceof PatchError)) throw error;
      return { ok: false, index, message: `${operationLabel(index)}, "${operation.op}" at ${operation.path || '""'}, failed: ${error.message}.` };
    }
  }
  return { ok: true, value: root };
}
