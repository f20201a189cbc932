import { Compartment, EditorState, type Extension, type StateEffect } from '@codemirror/state';

/**
 * Above this size a document is shown as plain text. Highlighting needs the document parsed up to the
 * viewport, and after a paste the viewport is at the end: CodeMirror then parses for seconds in 100 ms slices
 * (5 MB of JSON: 1.4 s), and one huge line is highlighted in a single 300 ms task. Editors do the same
 * (VS Code turns tokenization off for large files); the tools' own checks still run in their workers.
 */
export const HIGHLIGHT_LIMIT_CHARS = 1024 * 1024;

const isPlain = (length: number) => length > HIGHLIGHT_LIMIT_CHARS;
/** One value for "no language", so the slot can tell it already holds it. */
const PLAIN: Extension = [];

/** An editor's language slot: it holds the language while the document is within the limit, and nothing above it. */
export class SizeAwareSyntax {
  private readonly slot = new Compartment();

  constructor(private language: Extension = []) {}

  /** For a new editor state whose document has this length. */
  extension(length: number): Extension {
    return [
      this.slot.of(isPlain(length) ? PLAIN : this.language),
      // A paste, an opened file or a new value that crosses the limit switches in the same transaction, before any parsing starts.
      EditorState.transactionExtender.of((transaction) =>
        transaction.docChanged && isPlain(transaction.startState.doc.length) !== isPlain(transaction.newDoc.length)
          ? { effects: this.slot.reconfigure(isPlain(transaction.newDoc.length) ? PLAIN : this.language) }
          : null,
      ),
    ];
  }

  /** Switches to another language (e.g. once it has loaded); the effect to dispatch, or null when nothing changes. */
  switchTo(language: Extension, state: EditorState): StateEffect<unknown> | null {
    this.language = language;
    const wanted = isPlain(state.doc.length) ? PLAIN : language;
    return this.slot.get(state) === wanted ? null : this.slot.reconfigure(wanted);
  }
}
