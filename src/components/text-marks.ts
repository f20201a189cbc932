import { RangeSetBuilder, StateEffect, type Extension } from '@codemirror/state';
import { Decoration, EditorView, ViewPlugin, WidgetType, type DecorationSet, type ViewUpdate } from '@codemirror/view';
import type { TextMarks } from './code-pane';

/** Replaces the marked ranges; they must fit the document as it is when the effect is dispatched. */
export const setTextMarks = StateEffect.define<TextMarks | null>();

/** A safety net for a viewport crowded with tiny marks (e.g. one per character of a long line). */
const MAX_DRAWN_MARKS = 5000;

const mark = Decoration.mark({ class: 'cm-text-mark' });
/** Neighbouring marks alternate so two adjacent ones read as two. */
const alternateMark = Decoration.mark({ class: 'cm-text-mark cm-text-mark-alt' });

class EmptyMarkWidget extends WidgetType {
  toDOM(): HTMLElement {
    const bar = document.createElement('span');
    bar.className = 'cm-text-mark-empty';
    bar.setAttribute('aria-hidden', 'true');
    return bar;
  }
  eq(): boolean {
    return true;
  }
}
const emptyMark = Decoration.widget({ widget: new EmptyMarkWidget(), side: -1 });

/** Index of the first mark that ends at or after `position` (ends are sorted because marks are). */
function firstMarkEndingFrom(ends: ArrayLike<number>, position: number): number {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((ends[middle] as number) < position) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Decorations for the marks in the visible ranges only, so 100 000 marks cost no more than the few on screen. */
function buildVisible(view: EditorView, marks: TextMarks | null): DecorationSet {
  if (!marks) return Decoration.none;
  const builder = new RangeSetBuilder<Decoration>();
  const length = view.state.doc.length;
  let next = 0;
  let drawn = 0;
  let lastStart = -1;
  for (const { from, to } of view.visibleRanges) {
    for (let index = Math.max(next, firstMarkEndingFrom(marks.ends, from)); index < marks.starts.length && drawn < MAX_DRAWN_MARKS; index += 1) {
      const start = marks.starts[index] as number;
      const end = Math.min(marks.ends[index] as number, length);
      if (start > to || start > length) break;
      next = index + 1;
      if (start <= lastStart) continue;
      lastStart = start;
      drawn += 1;
      builder.add(start, start === end ? start : end, start === end ? emptyMark : index % 2 === 0 ? mark : alternateMark);
    }
  }
  return builder.finish();
}

class TextMarksView {
  decorations: DecorationSet = Decoration.none;
  private marks: TextMarks | null = null;
  /** The document changed since the marks were set: keep the drawn ones moving with the text until new marks come. */
  private stale = false;

  get hasMarks(): boolean {
    return this.marks !== null || this.decorations.size > 0;
  }

  update(update: ViewUpdate): void {
    for (const transaction of update.transactions) {
      for (const effect of transaction.effects) {
        if (effect.is(setTextMarks)) {
          this.marks = effect.value;
          this.stale = false;
          this.decorations = buildVisible(update.view, this.marks);
          return;
        }
      }
    }
    if (update.docChanged) {
      this.decorations = this.decorations.map(update.changes);
      this.stale = true;
    } else if (update.viewportChanged && !this.stale) {
      this.decorations = buildVisible(update.view, this.marks);
    }
  }
}

/** Translucent fills and an underline read on light and dark backgrounds alike. */
const marksTheme = EditorView.baseTheme({
  '.cm-text-mark': { backgroundColor: 'rgb(250 204 21 / 0.35)', boxShadow: 'inset 0 -2px 0 rgb(202 138 4 / 0.9)', borderRadius: '2px' },
  '.cm-text-mark-alt': { backgroundColor: 'rgb(56 189 248 / 0.3)', boxShadow: 'inset 0 -2px 0 rgb(2 132 199 / 0.9)' },
  '.cm-text-mark-empty': { display: 'inline-block', width: '0', height: '1.2em', verticalAlign: 'text-bottom', outline: '1px solid rgb(225 29 72)' },
});

const textMarksPlugin = ViewPlugin.fromClass(TextMarksView, { decorations: (plugin) => plugin.decorations });

/** Highlights for ranges such as regex matches, set with the setTextMarks effect. */
export const textMarks: Extension = [textMarksPlugin, marksTheme];

/** Whether the editor shows marks: clearing none would be an update (and a forced layout) for nothing. */
export function hasTextMarks(view: EditorView): boolean {
  return view.plugin(textMarksPlugin)?.hasMarks ?? false;
}
