import { applyPatch, createTwoFilesPatch, FILE_HEADERS_ONLY, parsePatch, type StructuredPatch, type StructuredPatchHunk } from 'diff';

export interface PatchRequest {
  original: string;
  changed: string;
  oldName: string;
  newName: string;
  timeoutMs: number;
}

export type PatchOutcome = { ok: true; text: string } | { ok: false; message: string };

/** A unified diff with three lines of context and ---/+++ headers, as `diff -u` writes it; `patch` and `git apply` read it. */
export function createUnifiedPatch({ original, changed, oldName, newName, timeoutMs }: PatchRequest): PatchOutcome {
  if (original === changed) return { ok: true, text: '' };
  const text = createTwoFilesPatch(oldName, newName, original, changed, undefined, undefined, {
    context: 3,
    timeout: timeoutMs,
    headerOptions: FILE_HEADERS_ONLY,
  });
  if (text === undefined) return { ok: false, message: `The texts differ too much to write a patch within ${timeoutMs / 1000} s.` };
  return { ok: true, text };
}

/** One file of a read patch, described for the screen. */
export interface PatchFile {
  title: string;
  /** "new file", "deleted", "renamed from x", "mode 100644 → 100755", "binary" ... */
  tags: string[];
  hunks: StructuredPatchHunk[];
  added: number;
  removed: number;
}

export type ReadPatchOutcome = { ok: true; files: PatchFile[]; patches: StructuredPatch[] } | { ok: false; message: string };

/** Strips git's a/ and b/ prefixes, which are not part of the file's name. */
function plainName(name: string | undefined): string | undefined {
  if (name === undefined || name === '/dev/null') return undefined;
  return name.replace(/^[ab]\//, '');
}

function describe(patch: StructuredPatch): PatchFile {
  const oldName = plainName(patch.oldFileName);
  const newName = plainName(patch.newFileName);
  const tags: string[] = [];
  if (patch.isCreate || (patch.oldFileName === '/dev/null' && !patch.isGit)) tags.push('new file');
  if (patch.isDelete || (patch.newFileName === '/dev/null' && !patch.isGit)) tags.push('deleted');
  if (patch.isRename && oldName !== newName) tags.push(`renamed from ${oldName ?? '?'}`);
  if (patch.isCopy) tags.push(`copied from ${oldName ?? '?'}`);
  if (patch.oldMode && patch.newMode && patch.oldMode !== patch.newMode) tags.push(`mode ${patch.oldMode} → ${patch.newMode}`);
  if (patch.isBinary) tags.push('binary');
  let added = 0;
  let removed = 0;
  for (const hunk of patch.hunks)
    for (const line of hunk.lines) {
      if (line.startsWith('+')) added += 1;
      else if (line.startsWith('-')) removed += 1;
    }
  return { title: newName ?? oldName ?? 'unnamed file', tags, hunks: patch.hunks, added, removed };
}

/** Reads a unified diff (`diff -u`, `git diff`, one file or many) for display. */
export function readPatch(text: string): ReadPatchOutcome {
  if (text.trim() === '') return { ok: false, message: 'Paste a unified diff (as `git diff` or `diff -u` print it) to read it.' };
  let patches: StructuredPatch[];
  try {
    patches = parsePatch(text);
  } catch (error) {
    return { ok: false, message: `This patch cannot be read: ${error instanceof Error ? error.message : String(error)}.` };
  }
  const meaningful = patches.filter((patch) => patch.hunks.length > 0 || patch.isGit || patch.isBinary);
  if (meaningful.length === 0)
    return { ok: false, message: 'This is not a unified diff: no "@@ -l,s +l,s @@" hunk or "diff --git" header was found (line 1 onwards).' };
  return { ok: true, files: meaningful.map(describe), patches: meaningful };
}

/** The source line a hunk should find at its position, for the error when it does not. */
function firstExpected(hunk: StructuredPatchHunk): string | undefined {
  const line = hunk.lines.find((entry) => entry.startsWith(' ') || entry.startsWith('-'));
  return line?.slice(1);
}

function hunkHeader(hunk: StructuredPatchHunk): string {
  return `@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`;
}

/**
 * Applies one file's changes to the Original (hunks may have moved, as `patch` allows, but their
 * context must match exactly). On failure, names the first hunk that does not fit.
 */
export function applyToOriginal(original: string, patch: StructuredPatch): PatchOutcome {
  if (patch.isBinary) return { ok: false, message: 'This is a binary patch: it carries no text to apply.' };
  const result = applyPatch(original, patch);
  if (result !== false) return { ok: true, text: result };
  for (let count = 1; count <= patch.hunks.length; count += 1) {
    if (applyPatch(original, { ...patch, hunks: patch.hunks.slice(0, count) }) !== false) continue;
    const hunk = patch.hunks[count - 1]!;
    const expected = firstExpected(hunk);
    return {
      ok: false,
      message:
        `The patch does not apply to the Original: hunk ${count} of ${patch.hunks.length} (${hunkHeader(hunk)}) does not match it` +
        (expected === undefined ? '.' : `; it expects a line "${expected.length > 60 ? `${expected.slice(0, 60)}…` : expected}" near line ${hunk.oldStart}.`),
    };
  }
  return { ok: false, message: 'The patch does not apply to the Original.' };
}
