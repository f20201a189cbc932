import { useMemo, useRef, type ClipboardEvent } from 'react';
import { Textarea } from '@/components/ui/textarea';
import { segmentText, type SegmentKind, type TokenSegment } from './jwt-decode.logic';
import { SEGMENT_STYLES } from './segment-styles';
import { formatCount, formatNumber } from '@contract/format-number';

/**
 * Above this many characters (no real token comes close) the text is not put in the text area:
 * the browser alone takes seconds to lay out megabytes of unbroken text. Such a token is still
 * decoded and verified in full; the area shows its start, read-only.
 */
const LARGE_TOKEN_CHARS = 100_000;
const LARGE_PREVIEW_CHARS = 5_000;

/** Shared by the text area and the coloured copy behind it, so both wrap at exactly the same characters. */
const LAYOUT = 'p-3 font-mono text-sm leading-6 whitespace-pre-wrap break-all [scrollbar-gutter:stable]';

const PART_NAMES: Partial<Record<SegmentKind, string>> = { header: 'Header', payload: 'Payload', signature: 'Signature' };

interface EncodedTokenInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The text area's accessible name, as the panel's title says it. */
  label: string;
  describedBy?: string;
  invalid: boolean;
}

/**
 * The paste area. The text area's own text is transparent; a coloured copy sits behind it and
 * scrolls with it, so the visitor edits plain text and sees the token's parts in colour.
 * A token over LARGE_TOKEN_CHARS is shown by its start, read-only and uncoloured.
 */
export function EncodedTokenInput({ value, onChange, label, describedBy, invalid }: EncodedTokenInputProps) {
  const mirrorRef = useRef<HTMLDivElement>(null);
  const large = value.length > LARGE_TOKEN_CHARS;
  const segments = useMemo(() => (large ? [] : segmentText(value)), [large, value]);

  // A huge paste is taken from the clipboard before the browser inserts (and lays out) it.
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!large && pasted.length <= LARGE_TOKEN_CHARS) return;
    event.preventDefault();
    const box = event.currentTarget;
    onChange(large ? pasted : box.value.slice(0, box.selectionStart) + pasted + box.value.slice(box.selectionEnd));
  };

  return (
    <div className="space-y-2">
      <div className="relative h-72 rounded-lg bg-white lg:h-[28rem] dark:bg-slate-900">
        {!large && (
          <div
            ref={mirrorRef}
            aria-hidden="true"
            className={`absolute inset-0 overflow-hidden rounded-lg border border-transparent text-slate-900 dark:text-slate-100 ${LAYOUT}`}
            data-testid="token-colours"
          >
            {segments.map((segment, index) => (
              <span key={index} className={SEGMENT_STYLES[segment.kind]} data-part={segment.kind}>
                {segment.text}
              </span>
            ))}
            {/* A final line break in the text area needs a line here too, or the two drift apart. */}
            {value.endsWith('\n') && ' '}
          </div>
        )}
        <Textarea
          value={large ? `${value.slice(0, LARGE_PREVIEW_CHARS)}…` : value}
          readOnly={large}
          onValue={onChange}
          onPaste={onPaste}
          onScroll={(event) => {
            if (mirrorRef.current) mirrorRef.current.scrollTop = event.currentTarget.scrollTop;
          }}
          placeholder="Paste your JWT here..."
          aria-label={label}
          aria-describedby={[describedBy, large ? 'jwt-large-token' : undefined].filter(Boolean).join(' ') || undefined}
          aria-invalid={invalid || undefined}
          plain
          className={`absolute inset-0 h-full w-full resize-none overflow-y-auto ${LAYOUT} p-3! leading-6! ${large ? '' : 'bg-transparent! text-transparent! caret-slate-900 selection:bg-indigo-400/30 dark:caret-slate-100'}`}
        />
      </div>
      {large ? (
        <p id="jwt-large-token" className="text-xs text-slate-600 dark:text-slate-400">
          Showing the first {formatNumber(LARGE_PREVIEW_CHARS)} of {formatNumber(value.length)} characters. A token this large is decoded and verified in full
          but not edited here: paste another over it, or Clear.
        </p>
      ) : (
        <TokenLegend segments={segments} />
      )}
    </div>
  );
}

/** Names each coloured part with its own colour and underline, and its length. */
function TokenLegend({ segments }: { segments: TokenSegment[] }) {
  return (
    <ul aria-label="Token parts" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
      {(['header', 'payload', 'signature'] as const).map((kind) => {
        const length = segments.find((segment) => segment.kind === kind)?.text.length ?? 0;
        return (
          <li key={kind}>
            <span className={`font-medium ${SEGMENT_STYLES[kind]}`}>{PART_NAMES[kind]}</span> {formatCount(length, 'character', 'characters')}
          </li>
        );
      })}
    </ul>
  );
}
