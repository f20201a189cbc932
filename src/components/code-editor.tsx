import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { foldGutter, foldKeymap, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, StateEffect, StateField, type Extension } from '@codemirror/state';
import {
  Decoration,
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderExtension,
  type DecorationSet,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { afterNextPaint } from '@/lib/after-next-paint';
import { loadCodeLanguage, loadedCodeLanguage } from './code-languages';
import type { CodeEditorProps } from './code-pane';
import { SizeAwareSyntax } from './size-aware-syntax';
import { hasTextMarks, setTextMarks, textMarks } from './text-marks';

/** Colours come from CSS classes (index.css) so light and dark themes both read well. */
const highlightStyle = HighlightStyle.define([
  { tag: tags.propertyName, class: 'cm-tok-property' },
  { tag: tags.string, class: 'cm-tok-string' },
  { tag: tags.number, class: 'cm-tok-number' },
  { tag: [tags.bool, tags.null, tags.keyword], class: 'cm-tok-keyword' },
  { tag: [tags.comment], class: 'cm-tok-comment' },
]);

const setProblem = StateEffect.define<{ from: number; to: number } | null>();
const problemMark = Decoration.mark({ class: 'cm-problem', attributes: { title: 'Problem here' } });
const problemField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(decorations, transaction) {
    let next = decorations.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(setProblem)) {
        next = effect.value ? Decoration.set([problemMark.range(effect.value.from, effect.value.to)]) : Decoration.none;
      }
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/**
 * A dropped file is the pane's to check and open (its size and type rules, the binary refusal): CodeMirror's own
 * drop would paste any file's bytes into the text, a refused one included. Dropped text is still the editor's.
 */
const ignoreDroppedFiles = EditorView.domEventHandlers({ drop: (event) => Boolean(event.dataTransfer?.types.includes('Files')) });

/**
 * Search (Ctrl+F panel, selection-match highlights) is not needed for a tool's first paint, so it loads
 * after the editor shows: a deep link parses less script before it can paint.
 */
let loadedSearch: Extension | undefined;
const loadSearch = async (): Promise<Extension> => {
  const { highlightSelectionMatches, searchKeymap } = await import('@codemirror/search');
  loadedSearch ??= [highlightSelectionMatches(), keymap.of(searchKeymap)];
  return loadedSearch;
};

const baseTheme = EditorView.theme({
  '&': { height: '100%', fontSize: '13px', backgroundColor: 'transparent' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', overflow: 'auto' },
  // Opaque, so text scrolled sideways does not show through the line numbers.
  '.cm-gutters': { backgroundColor: 'var(--cm-surface)', borderRight: '1px solid var(--cm-border)' },
});

/**
 * CodeMirror 6: it keeps typing fast even in multi-megabyte documents. A static import of CodePane, so it is
 * fetched in the same round as the screen that shows it (no second lazy round trip); still a chunk of its own.
 */
export default function CodeEditor({
  label,
  value,
  onChange,
  readOnly = false,
  language = 'text',
  placeholder,
  onSubmit,
  problem,
  marks,
  wrapLines = false,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const lastValue = useRef(value);
  const languageSlot = useRef(new SizeAwareSyntax());
  const searchSlot = useRef(new Compartment());
  const callbacks = useRef({ onChange, onSubmit });
  const currentMarks = useRef(marks);
  const currentLanguage = useRef(language);
  /** Builds an editor state with this editor's extensions, e.g. for a new value while scrolled away. */
  const createState = useRef<(doc: string) => EditorState>(() => EditorState.create());
  useEffect(() => {
    callbacks.current = { onChange, onSubmit };
    currentMarks.current = marks;
    currentLanguage.current = language;
  });

  // A layout effect, so the editor is in the frame that first shows it: as a passive effect a deep link
  // painted the tool without its editor first and the editor one frame (about 50 ms here) later.
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // Usually loaded already (fetched with the screen), so the first frame is highlighted.
    languageSlot.current = new SizeAwareSyntax(loadedCodeLanguage(currentLanguage.current) ?? []);
    const extensions = (length: number): Extension[] => [
      lineNumbers(),
      foldGutter(),
      highlightActiveLineGutter(),
      highlightActiveLine(),
      history(),
      drawSelection(),
      syntaxHighlighting(highlightStyle),
      problemField,
      textMarks,
      baseTheme,
      languageSlot.current.extension(length),
      keymap.of([
        {
          key: 'Mod-Enter',
          run: () => {
            callbacks.current.onSubmit?.();
            return Boolean(callbacks.current.onSubmit);
          },
        },
        ...defaultKeymap,
        ...historyKeymap,
        ...foldKeymap,
      ]),
      // Find/replace and matching-selection highlights arrive just after the first paint (loadSearch below).
      searchSlot.current.of(loadedSearch ?? []),
      EditorState.readOnly.of(readOnly),
      // tabindex: axe counts contenteditable as keyboard-reachable only with one, and an editor that overflows must be (scrollable-region-focusable).
      EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0', ...(readOnly ? { 'aria-readonly': 'true' } : {}) }),
      placeholder ? placeholderExtension(placeholder) : [],
      wrapLines ? EditorView.lineWrapping : [],
      ignoreDroppedFiles,
      EditorView.updateListener.of((update) => {
        if (!update.docChanged) return;
        const text = update.state.doc.toString();
        // A value set from outside (the value effect below) is not an edit: do not echo it back as onChange.
        if (text === lastValue.current) return;
        lastValue.current = text;
        callbacks.current.onChange?.(text);
      }),
    ];
    createState.current = (doc) => EditorState.create({ doc, extensions: extensions(doc.length) });
    const view = new EditorView({ parent: host, state: createState.current(lastValue.current) });
    viewRef.current = view;
    if (!loadedSearch)
      loadSearch().then(
        (search) => {
          if (viewRef.current === view) view.dispatch({ effects: searchSlot.current.reconfigure(search) });
        },
        // Offline with a stale cache, say: the editor works on without its own search, and the browser's find remains.
        () => undefined,
      );
    return () => {
      view.destroy();
      viewRef.current = null;
    };
  }, [label, readOnly, placeholder, wrapLines]);

  useEffect(() => {
    let cancelled = false;
    const apply = (extension: Extension) => {
      const view = viewRef.current;
      if (cancelled || !view) return;
      const effect = languageSlot.current.switchTo(extension, view.state);
      if (effect) view.dispatch({ effects: effect });
    };
    const loaded = loadedCodeLanguage(language);
    if (loaded) apply(loaded);
    // Not here yet (a deep link): asked for after the editor's first paint, so fetching and evaluating a
    // grammar never delays it.
    const cancelWait = loaded
      ? () => undefined
      : afterNextPaint(() =>
          loadCodeLanguage(language).then(
            apply,
            // Offline with a stale cache, say: the editor works on as plain text.
            () => undefined,
          ),
        );
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [language]);

  // Only replace the document when the value really came from outside (not echoed from typing).
  useEffect(() => {
    const view = viewRef.current;
    if (!view || value === lastValue.current) return;
    lastValue.current = value;
    if (view.inView) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: value } });
      return;
    }
    // Scrolled out of view, CodeMirror maps its old viewport through the change, which for a whole-document
    // replacement is the whole new document: it would draw every line (seconds for a few MB). A fresh state
    // starts with a viewport at the top (its language slot follows the size limit); the marks are carried over.
    view.setState(createState.current(value));
    view.dispatch({ effects: setTextMarks.of(currentMarks.current ?? null) });
  }, [value]);

  useEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const length = view.state.doc.length;
    const range = problem ? { from: Math.min(problem.from, length), to: Math.min(Math.max(problem.to, problem.from + 1), length) } : null;
    // Every update re-reads the DOM selection, which forces a layout: an editor that shows no problem mark
    // needs no update to clear one (on a deep link that was about 10 ms before the first paint).
    if (!range && view.state.field(problemField).size === 0) return;
    view.dispatch({
      effects: [setProblem.of(range && range.to > range.from ? range : null), ...(range ? [EditorView.scrollIntoView(range.from, { y: 'center' })] : [])],
    });
  }, [problem, value]);

  // After the value effect above, so the marks land on the document they were made for. The editor is
  // rebuilt when label, readOnly or placeholder change, so the marks are set again then too.
  useEffect(() => {
    const view = viewRef.current;
    if (!view || (!marks && !hasTextMarks(view))) return;
    view.dispatch({ effects: setTextMarks.of(marks ?? null) });
  }, [marks, label, readOnly, placeholder, wrapLines]);

  return <div ref={hostRef} className="h-full min-h-0" data-testid={`editor-${label}`} />;
}
