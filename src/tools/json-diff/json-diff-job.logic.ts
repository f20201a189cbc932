import { atLineColumn, positionAt, type SourcePosition } from '@contract/position';
import type { ArrayOptions } from './array-match.logic';
import { diffJson, type ChangeKind } from './json-diff.logic';
import { applyPatch, checkPatch, preview, type PatchOperation } from './json-patch.logic';
import { formatPointer } from './json-pointer.logic';
import type { ScanReport } from '@/lib/json-scan';
import { jsonEqual, parseJson, stringifyJson, type JsonValue } from './json-value.logic';
import { parseDocument } from './json5-document.logic';

/** Rows sent to the screen; the patch always holds every change. */
export const MAX_ROWS = 2_000;
const PREVIEW_CHARS = 80;

export interface DiffRequest {
  kind: 'diff';
  original: string;
  changed: string;
  arrays: ArrayOptions;
}

export interface ApplyRequest {
  kind: 'apply';
  original: string;
  /** Compared with the result, to say whether the patch reproduces it. */
  changed: string;
  patch: string;
}

export type JobRequest = DiffRequest | ApplyRequest;

export interface Problem {
  message: string;
  position: SourcePosition | null;
}

export interface ChangeRow {
  kind: ChangeKind;
  path: string;
  from?: string;
  before?: string;
  after?: string;
}

export interface DiffSummary {
  rows: ChangeRow[];
  total: number;
  counts: Record<ChangeKind, number>;
  patchText: string;
  operations: number;
}

export interface DiffResponse {
  kind: 'diff';
  original: Problem | null;
  changed: Problem | null;
  /** What the reader should know about the inputs: exact big integers, rounded numbers, repeated keys. */
  notes: string[];
  diff: DiffSummary | null;
}

export type ApplyResponse =
  { kind: 'apply'; ok: true; text: string; equalsChanged: boolean | null } | { kind: 'apply'; ok: false; source: 'patch' | 'original'; problem: Problem };

export type JobResponse = DiffResponse | ApplyResponse;

function notesFor(name: string, text: string, report: ScanReport, json5: boolean): string[] {
  const notes: string[] = [];
  if (json5) notes.push(`The ${name} was read as JSON5 (comments, trailing commas, unquoted keys or single quotes).`);
  if (report.bigIntegers > 0) {
    notes.push(
      `The ${name} has ${report.bigIntegers} integer${report.bigIntegers === 1 ? '' : 's'} beyond 2^53; ${report.bigIntegers === 1 ? 'it is' : 'they are'} compared and written exactly.`,
    );
  }
  if (report.impreciseCount > 0) {
    notes.push(
      `The ${name} has ${report.impreciseCount} number${report.impreciseCount === 1 ? '' : 's'} with more precision than a double holds (${report.impreciseNumbers.join(', ')}); ${report.impreciseCount === 1 ? 'it is' : 'they are'} compared as a rounded double.`,
    );
  }
  // A JSON5 document's report is of its JSON rewriting, where a repeated key is already gone.
  for (const duplicate of json5 ? [] : report.duplicateKeys) {
    // No pane marks a note's place, so the note starts with it.
    notes.push(atLineColumn(positionAt(text, duplicate.offset), `The ${name} writes the key "${duplicate.key}" twice in one object; the last value counts.`));
  }
  if (report.duplicateCount > report.duplicateKeys.length) notes.push(`…and ${report.duplicateCount - report.duplicateKeys.length} more repeated keys.`);
  return notes;
}

export function runDiff({ original, changed, arrays }: DiffRequest): DiffResponse {
  const left = parseDocument(original, 'The Original');
  const right = parseDocument(changed, 'The Changed document');
  const problemOf = (parsed: typeof left) => (parsed.ok ? null : { message: parsed.message, position: parsed.position });
  const notes = [
    ...(left.ok ? notesFor('Original', original, left.report, left.json5) : []),
    ...(right.ok ? notesFor('Changed document', changed, right.report, right.json5) : []),
  ];
  const response: DiffResponse = { kind: 'diff', original: problemOf(left), changed: problemOf(right), notes, diff: null };
  if (!left.ok || !right.ok) return response;

  const { changes, patch, unkeyed } = diffJson(left.value, right.value, arrays);
  if (unkeyed.length > 0) {
    const where = unkeyed.slice(0, 3).map((path) => formatPointer(path) || '(the root)');
    notes.push(
      `${unkeyed.length === 1 ? 'One array' : `${unkeyed.length} arrays`} (${where.join(', ')}${unkeyed.length > 3 ? ', …' : ''}) could not be matched by "${arrays.key.trim()}": an item lacks it or two share it, so equal items were paired and the rest by position.`,
    );
  }
  const counts: Record<ChangeKind, number> = { added: 0, removed: 0, changed: 0, moved: 0 };
  for (const change of changes) counts[change.kind] += 1;
  const rows = changes.slice(0, MAX_ROWS).map((change): ChangeRow => ({
    kind: change.kind,
    path: formatPointer(change.path),
    ...(change.from ? { from: formatPointer(change.from) } : {}),
    ...(change.before !== undefined ? { before: preview(change.before, PREVIEW_CHARS) } : {}),
    ...(change.after !== undefined ? { after: preview(change.after, PREVIEW_CHARS) } : {}),
  }));
  return { ...response, diff: { rows, total: changes.length, counts, patchText: stringifyJson(patch as unknown as JsonValue, 2), operations: patch.length } };
}

export type ParsedPatch = { ok: true; operations: PatchOperation[] } | { ok: false; message: string; position: SourcePosition | null };

/** Reads a patch from text: JSON with no member written twice (RFC 6902 A.13), then checked operation by operation. */
export function parsePatchText(text: string): ParsedPatch {
  const parsed = parseJson(text, 'The patch');
  if (!parsed.ok) return parsed;
  const duplicate = parsed.report.duplicateKeys[0];
  if (duplicate) {
    return {
      ok: false,
      message: `The patch is not valid: Member "${duplicate.key}" is written twice in one object.`,
      position: positionAt(text, duplicate.offset),
    };
  }
  const checked = checkPatch(parsed.value);
  return checked.ok ? checked : { ok: false, message: checked.message, position: null };
}

export function runApply({ original, changed, patch }: ApplyRequest): ApplyResponse {
  const operations = parsePatchText(patch);
  if (!operations.ok) return { kind: 'apply', ok: false, source: 'patch', problem: { message: operations.message, position: operations.position } };
  const document = parseDocument(original, 'The Original');
  if (!document.ok) return { kind: 'apply', ok: false, source: 'original', problem: { message: document.message, position: document.position } };
  const outcome = applyPatch(document.value, operations.operations);
  if (!outcome.ok) return { kind: 'apply', ok: false, source: 'patch', problem: { message: outcome.message, position: null } };
  const target = changed.trim() === '' ? null : parseDocument(changed);
  return { kind: 'apply', ok: true, text: stringifyJson(outcome.value, 2), equalsChanged: target?.ok ? jsonEqual(outcome.value, target.value) : null };
}

/** Up to this many characters in all, a job runs at once on the page (a few milliseconds); bigger ones go to the worker. */
const INLINE_LIMIT = 100_000;

export function isLargeJob(request: JobRequest): boolean {
  return request.original.length + request.changed.length + (request.kind === 'apply' ? request.patch.length : 0) > INLINE_LIMIT;
}

export function runJob(request: JobRequest): JobResponse {
  return request.kind === 'diff' ? runDiff(request) : runApply(request);
}
