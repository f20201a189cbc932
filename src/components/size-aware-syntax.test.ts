import { json } from '@codemirror/lang-json';
import { language, syntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { HIGHLIGHT_LIMIT_CHARS, SizeAwareSyntax } from './size-aware-syntax';

const small = '{"a": 1}';
const big = `[${'1,'.repeat(HIGHLIGHT_LIMIT_CHARS / 2)}1]`;

const stateWith = (slot: SizeAwareSyntax, doc: string) => EditorState.create({ doc, extensions: slot.extension(doc.length) });
const languageName = (state: EditorState) => state.facet(language)?.name ?? 'plain';

describe('SizeAwareSyntax', () => {
  it('highlights a document within the limit and shows a bigger one as plain text', () => {
    expect(languageName(stateWith(new SizeAwareSyntax(json()), small))).toBe('json');
    expect(languageName(stateWith(new SizeAwareSyntax(json()), big))).toBe('plain');
  });

  it('turns highlighting off in the transaction that crosses the limit, and on again when the text shrinks', () => {
    const state = stateWith(new SizeAwareSyntax(json()), small);
    const pasted = state.update({ changes: { from: 0, to: state.doc.length, insert: big } }).state;
    expect(languageName(pasted)).toBe('plain');
    // No parse was started for the big document: its tree is empty.
    expect(syntaxTree(pasted).length).toBe(0);
    const cleared = pasted.update({ changes: { from: 0, to: pasted.doc.length, insert: small } }).state;
    expect(languageName(cleared)).toBe('json');
  });

  it('applies a language that loads later only while the document is within the limit', () => {
    const slot = new SizeAwareSyntax();
    const smallState = stateWith(slot, small);
    const effect = slot.switchTo(json(), smallState);
    expect(effect).not.toBeNull();
    expect(languageName(smallState.update({ effects: effect ?? [] }).state)).toBe('json');

    const bigSlot = new SizeAwareSyntax();
    const bigState = stateWith(bigSlot, big);
    expect(bigSlot.switchTo(json(), bigState)).toBeNull();
    // The loaded language is remembered: cutting the text back under the limit highlights it.
    const cut = bigState.update({ changes: { from: 0, to: bigState.doc.length, insert: small } }).state;
    expect(languageName(cut)).toBe('json');
  });
});
