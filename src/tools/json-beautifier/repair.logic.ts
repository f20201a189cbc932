import { INPUT_EMPTY } from '@contract/messages';
import { diffChars } from 'diff';
import { jsonrepair } from 'jsonrepair';
import { failureMessage } from '@/lib/job-failure';

export type ChangeKind = 'added' | 'removed' | 'kept';

export interface RepairChange {
  kind: ChangeKind;
  text: string;
}

export type RepairResult = { ok: true; repaired: string; changeCount: number; changes: RepairChange[] | null } | { ok: false; message: string };

/** Unchanged stretches longer than this are shortened in the preview to their two ends. */
const KEPT_CONTEXT = 24;
/** A diff that takes longer than this is not shown; the repair itself is still offered. */
const DIFF_TIME_LIMIT_MS = 750;

/** Fixes common breakage (trailing commas, single quotes, comments, unquoted keys...) and says what changed. */
export function repairJson(input: string): RepairResult {
  if (input.trim() === '') return { ok: false, message: INPUT_EMPTY };
  let repaired: string;
  try {
    repaired = jsonrepair(input);
  } catch (error) {
    return { ok: false, message: failureMessage('Could not repair this JSON', error) };
  }
  if (repaired === input) return { ok: false, message: 'Nothing to repair: this is already valid JSON.' };
  const diff = diffChars(input, repaired, { timeout: DIFF_TIME_LIMIT_MS });
  if (!diff) return { ok: true, repaired, changeCount: 0, changes: null };
  const changes = diff.map<RepairChange>((part) => ({ kind: part.added ? 'added' : part.removed ? 'removed' : 'kept', text: part.value }));
  return { ok: true, repaired, changeCount: countEdits(changes), changes: shortenKept(changes) };
}

/** A removal directly followed by an addition is one edit. */
function countEdits(changes: RepairChange[]): number {
  return changes.filter((change, index) => change.kind !== 'kept' && !(change.kind === 'added' && changes[index - 1]?.kind === 'removed')).length;
}

function shortenKept(changes: RepairChange[]): RepairChange[] {
  return changes.map((change, index) => {
    if (change.kind !== 'kept' || change.text.length <= KEPT_CONTEXT * 2 + 1) return change;
    const head = index === 0 ? '' : change.text.slice(0, KEPT_CONTEXT);
    const tail = index === changes.length - 1 ? '' : change.text.slice(-KEPT_CONTEXT);
    return { kind: 'kept', text: `${head}…${tail}` };
  });
}
