import type { Segment } from './inline-diff.logic';
import { formatNumber } from '@contract/format-number';

/** Longer lines are cut in the view (copy and patch still carry them whole). */
export const MAX_SHOWN_CHARS = 2_000;
/** Every line of a diff or patch view is this tall in px (the 13 px font's 1.25rem line). */
export const ROW_HEIGHT = 20;

export type LineKind = 'same' | 'removed' | 'added' | 'moved-out' | 'moved-in' | 'none';

const rowTone: Record<LineKind, string> = {
  same: '',
  none: 'bg-slate-100 dark:bg-slate-800/50',
  removed: 'bg-red-50 dark:bg-red-950/50',
  added: 'bg-green-50 dark:bg-green-950/50',
  'moved-out': 'bg-sky-50 dark:bg-sky-950/50',
  'moved-in': 'bg-sky-50 dark:bg-sky-950/50',
};

/** The marker a line carries besides its colour, as `diff -u` writes it (and ">" for a moved line). */
const marker: Record<LineKind, string> = { same: ' ', none: ' ', removed: '-', added: '+', 'moved-out': '>', 'moved-in': '>' };
const markerTone: Record<LineKind, string> = {
  same: '',
  none: '',
  removed: 'text-red-700 dark:text-red-300',
  added: 'text-green-800 dark:text-green-300',
  'moved-out': 'text-sky-800 dark:text-sky-300',
  'moved-in': 'text-sky-800 dark:text-sky-300',
};

function spoken(kind: LineKind, partner: number): string {
  switch (kind) {
    case 'removed':
      return 'removed: ';
    case 'added':
      return 'added: ';
    case 'moved-out':
      return `moved to line ${partner + 1}: `;
    case 'moved-in':
      return `moved from line ${partner + 1}: `;
    default:
      return '';
  }
}

interface DiffLineProps {
  kind: LineKind;
  /** 0-based line number shown in the gutter; -1 for none. */
  number: number;
  /** A second gutter (the inline view shows both sides' numbers). */
  otherNumber?: number;
  text: string;
  segments: Segment[] | null;
  /** For a moved line, its line on the other side. */
  partner: number;
  gutter: string;
}

function Pieces({ segments, kind }: { segments: Segment[]; kind: LineKind }) {
  const Changed = kind === 'added' ? 'ins' : 'del';
  const tone = kind === 'added' ? 'bg-green-200 dark:bg-green-800/80' : 'bg-red-200 dark:bg-red-800/80';
  return segments.map((segment, index) =>
    segment.changed ? (
      <Changed key={index} className={`rounded-sm underline underline-offset-2 ${tone}`}>
        {segment.text}
      </Changed>
    ) : (
      <span key={index}>{segment.text}</span>
    ),
  );
}

/** One side of one row: gutter, +/- marker, the text with its changed pieces, and words for screen readers. */
export function DiffLine({ kind, number, otherNumber, text, segments, partner, gutter }: DiffLineProps) {
  const cut = text.length > MAX_SHOWN_CHARS;
  const shown = cut ? text.slice(0, MAX_SHOWN_CHARS) : text;
  return (
    <div className={`flex h-5 min-w-0 flex-1 ${rowTone[kind]}`} data-kind={kind}>
      {otherNumber !== undefined && (
        <span aria-hidden="true" className="shrink-0 pr-2 text-right text-slate-600 select-none dark:text-slate-400" style={{ width: gutter }}>
          {otherNumber >= 0 ? otherNumber + 1 : ''}
        </span>
      )}
      <span aria-hidden="true" className="shrink-0 pr-2 text-right text-slate-600 select-none dark:text-slate-400" style={{ width: gutter }}>
        {number >= 0 ? number + 1 : ''}
      </span>
      <span aria-hidden="true" className={`w-4 shrink-0 select-none ${markerTone[kind]}`}>
        {marker[kind]}
      </span>
      <span className="min-w-0 flex-1 overflow-hidden whitespace-pre">
        {kind !== 'none' && kind !== 'same' && <span className="sr-only">{spoken(kind, partner)}</span>}
        {segments && segments.length > 0 ? <Pieces segments={cut ? [{ text: shown, changed: true }] : segments} kind={kind} /> : shown}
        {cut && <span className="text-slate-600 italic dark:text-slate-400"> … {formatNumber(text.length - MAX_SHOWN_CHARS)} more characters</span>}
      </span>
      {(kind === 'moved-out' || kind === 'moved-in') && (
        <span aria-hidden="true" className="shrink-0 px-2 font-sans text-xs text-sky-800 dark:text-sky-300">
          {kind === 'moved-out' ? `moved to ${partner + 1}` : `moved from ${partner + 1}`}
        </span>
      )}
    </div>
  );
}
