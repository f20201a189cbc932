import { Panel } from '@/components/panel';
import type { MarkedPiece } from './inspect.logic';

/** The text with every invisible or look-alike character replaced by a labelled badge, so neither hides. */
export function MarkedText({ pieces, count }: { pieces: MarkedPiece[]; count: number }) {
  return (
    <Panel title="Hidden and look-alike characters">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {count === 0
          ? 'None found: every character is what it looks like.'
          : 'Invisible characters are shown in [brackets]; look-alikes are followed by their code point.'}
      </p>
      {count > 0 && (
        <p data-testid="marked-text" className="font-mono text-sm break-all whitespace-pre-wrap">
          {pieces.map((piece, index) =>
            piece.kind === 'plain' ? (
              piece.text
            ) : (
              <mark
                key={index}
                title={piece.title}
                className={
                  piece.kind === 'invisible'
                    ? 'mx-px rounded bg-amber-100 px-1 text-amber-900 dark:bg-amber-900 dark:text-amber-100'
                    : 'mx-px rounded bg-rose-100 px-1 text-rose-900 underline decoration-wavy dark:bg-rose-900 dark:text-rose-100'
                }
              >
                {piece.kind === 'invisible' ? `[${piece.label}]` : piece.label}
              </mark>
            ),
          )}
        </p>
      )}
    </Panel>
  );
}
