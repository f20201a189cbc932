import { Lock, LockOpen } from 'lucide-react';
import { contrastInfo, formatRatio, type WcagRating } from '@/lib/color/color-math';
import { CopyButton } from './copy-button';
import { CARD_CLASS } from './panel';

interface ColorSwatchProps {
  /** "#RRGGBB". */
  hex: string;
  /** A role ("Primary") or a colour name, shown above the hex value. */
  label?: string;
  /** With onLockChange, shows a Lock toggle (pressed while locked). */
  locked?: boolean;
  onLockChange?: (locked: boolean) => void;
  className?: string;
}

const ratingClass: Record<WcagRating, string> = {
  AAA: 'text-green-700 dark:text-green-400',
  AA: 'text-green-700 dark:text-green-400',
  'AA Large': 'text-amber-700 dark:text-amber-400',
  Fail: 'text-red-700 dark:text-red-400',
};

/**
 * One colour of a palette: a block of the colour, its hex value with a copy action, and its
 * WCAG contrast against white and black text (ratio and level in words, not only in colour).
 */
export function ColorSwatch({ hex, label, locked = false, onLockChange, className = '' }: ColorSwatchProps) {
  const contrast = contrastInfo(hex);
  const rows = [
    { text: '#FFFFFF', name: 'White', ...contrast.white },
    { text: '#000000', name: 'Black', ...contrast.black },
  ];
  return (
    <figure aria-label={label ? `${label} ${hex}` : hex} className={`${CARD_CLASS} flex min-w-0 flex-col overflow-hidden ${className}`}>
      <div className="relative flex h-28 items-end p-2" style={{ backgroundColor: hex, color: contrast.bestText }}>
        <span aria-hidden="true" className="text-2xl font-semibold">
          Aa
        </span>
        {locked && <Lock aria-hidden="true" className="absolute top-2 right-2 size-4" />}
      </div>
      <figcaption className="flex flex-1 flex-col gap-2 p-3">
        <div className="min-w-0">
          {label && (
            <div className="truncate text-xs font-medium text-slate-600 dark:text-slate-400" title={label}>
              {label}
            </div>
          )}
          <div className="font-mono text-sm font-semibold" data-testid="swatch-hex">
            {hex}
          </div>
        </div>
        <dl className="space-y-0.5 text-xs">
          {rows.map((row) => (
            <div key={row.name} className="flex items-center gap-1.5">
              <dt className="flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className="inline-grid size-4 place-items-center rounded border border-slate-300 text-[9px] font-bold dark:border-slate-600"
                  style={{ backgroundColor: hex, color: row.text }}
                >
                  A
                </span>
                <span>{row.name}</span>
              </dt>
              <dd className="ml-auto font-mono">
                {formatRatio(row.ratio)} <span className={`font-sans font-semibold ${ratingClass[row.rating]}`}>{row.rating}</span>
              </dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto flex flex-wrap gap-1.5">
          <CopyButton text={hex} ariaLabel={`Copy ${hex}`} className="px-2" />
          {onLockChange && (
            <button
              type="button"
              aria-pressed={locked}
              aria-label={`${locked ? 'Unlock' : 'Lock'} ${hex}`}
              onClick={() => onLockChange(!locked)}
              className="inline-flex items-center gap-1 rounded-lg border border-slate-300 px-2 py-1.5 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 aria-pressed:border-indigo-600 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800 dark:border-slate-700 dark:hover:bg-slate-800 dark:aria-pressed:bg-indigo-950 dark:aria-pressed:text-indigo-200"
            >
              {locked ? <Lock aria-hidden="true" className="size-4" /> : <LockOpen aria-hidden="true" className="size-4" />}
              {locked ? 'Locked' : 'Lock'}
            </button>
          )}
        </div>
      </figcaption>
    </figure>
  );
}
