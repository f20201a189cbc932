import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyPatch } from 'diff';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyToOriginal, createUnifiedPatch, readPatch } from './patch.logic';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const patchOf = (original: string, changed: string) =>
  createUnifiedPatch({ original, changed, oldName: 'a/file.txt', newName: 'b/file.txt', timeoutMs: 5_000 });

describe('createUnifiedPatch', () => {
  it('writes ---/+++ headers, @@ ranges and three lines of context, as diff -u does', () => {
    const outcome = patchOf(fixture('before.txt'), fixture('after.txt'));
    expect(outcome.ok && outcome.text).toBe(
      [
        '--- a/file.txt',
        '+++ b/file.txt',
        '@@ -1,5 +1,5 @@',
        ' one',
        '-two',
        '+2',
        ' three',
        ' four',
        ' five',
        '@@ -8,3 +8,4 @@',
        ' eight',
        ' nine',
        ' ten',
        '+eleven',
        '\\ No newline at end of file',
        '',
      ].join('\n'),
    );
  });

  it('its hunks are those of GNU diff -u for the same files', () => {
    const ours = patchOf(fixture('before.txt'), fixture('after.txt'));
    const gnu = fixture('diff-u.patch');
    const hunks = (text: string) => text.slice(text.indexOf('@@'));
    expect(ours.ok && hunks(ours.text)).toBe(hunks(gnu));
  });

  it('equal texts give an empty patch', () => {
    expect(patchOf('same\n', 'same\n')).toEqual({ ok: true, text: '' });
  });

  const lines = fc.array(fc.constantFrom('alpha', 'beta', 'gamma', '', '  indented', 'with\ttab', 'Ünïcode ✓'), { maxLength: 30 });
  const text = fc
    .tuple(lines, fc.boolean(), fc.constantFrom('\n', '\r\n'))
    .map(([list, finalBreak, eol]) => list.join(eol) + (finalBreak && list.length > 0 ? eol : ''));

  it('round trip: applying the patch of (a, b) to a gives b', () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        const outcome = patchOf(a, b);
        expect(outcome.ok).toBe(true);
        if (outcome.ok && outcome.text !== '') expect(applyPatch(a, outcome.text)).toBe(b);
      }),
      { numRuns: 300 },
    );
  });
});

describe('readPatch', () => {
  it('reads a multi-file git diff with a new file, a mode change, a rename with edits and a deletion', () => {
    const outcome = readPatch(fixture('git-diff-rename-new-delete.patch'));
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.files.map(({ title, tags, added, removed }) => ({ title, tags, added, removed }))).toEqual([
      { title: 'added.txt', tags: ['new file'], added: 2, removed: 0 },
      { title: 'build.sh', tags: ['mode 100644 → 100755'], added: 0, removed: 0 },
      { title: 'docs-notes.md', tags: ['renamed from notes.md'], added: 1, removed: 1 },
      { title: 'greet.js', tags: [], added: 2, removed: 2 },
      { title: 'old.cfg', tags: ['deleted'], added: 0, removed: 2 },
    ]);
  });

  it('reads GNU diff -u output, including "\\ No newline at end of file"', () => {
    const outcome = readPatch(fixture('diff-u.patch'));
    expect(outcome.ok && outcome.files).toMatchObject([{ title: 'after.txt', added: 2, removed: 1 }]);
    expect(outcome.ok && outcome.files[0]!.hunks.map((hunk) => [hunk.oldStart, hunk.newStart])).toEqual([
      [1, 1],
      [8, 8],
    ]);
  });

  it.each([
    { name: 'empty', text: '  ', message: /^Paste a unified diff/ },
    { name: 'not a patch', text: 'hello\nworld', message: /^This is not a unified diff/ },
    {
      name: 'a hunk longer than its header says',
      text: '--- a\n+++ b\n@@ -1 +1 @@\n-a\n+b\n x\n',
      message: /^This patch cannot be read: Hunk at line 3 has more lines than expected/,
    },
  ])('a bad patch is named: $name', ({ text, message }) => {
    const outcome = readPatch(text);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(message);
  });
});

describe('applyToOriginal', () => {
  it('applies a diff -u patch to the file it was made from', () => {
    const outcome = readPatch(fixture('diff-u.patch'));
    if (!outcome.ok) throw new Error(outcome.message);
    expect(applyToOriginal(fixture('before.txt'), outcome.patches[0]!)).toEqual({ ok: true, text: fixture('after.txt') });
  });

  it('applies hunks that moved, as patch does', () => {
    const outcome = readPatch(fixture('diff-u.patch'));
    if (!outcome.ok) throw new Error(outcome.message);
    const shifted = applyToOriginal(`zero\n${fixture('before.txt')}`, outcome.patches[0]!);
    expect(shifted).toEqual({ ok: true, text: `zero\n${fixture('after.txt')}` });
  });

  it('names the first hunk that does not match the Original', () => {
    const outcome = readPatch(fixture('diff-u.patch'));
    if (!outcome.ok) throw new Error(outcome.message);
    const edited = fixture('before.txt').replace('nine', 'NINE');
    expect(applyToOriginal(edited, outcome.patches[0]!)).toEqual({
      ok: false,
      message: 'The patch does not apply to the Original: hunk 2 of 2 (@@ -8,3 +8,4 @@) does not match it; it expects a line "eight" near line 8.',
    });
  });
});
