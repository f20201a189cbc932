import { ColorSwatch } from '@/components/color-swatch';
import { PALETTE_SIZE } from '@contract/color-palette';
import type { PaletteColor } from './local-palette.logic';

interface PaletteSwatchesProps {
  colors: readonly PaletteColor[] | null;
  busy: boolean;
  locked: readonly (string | null)[];
  onLockChange: (place: number, hex: string | null) => void;
}

/** The five results, each with its hex value, copy action, contrast and a lock; placeholders while generating. */
export function PaletteSwatches({ colors, busy, locked, onLockChange }: PaletteSwatchesProps) {
  if (busy) {
    return (
      <div role="status" aria-live="polite" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <span className="sr-only">Generating palette…</span>
        {Array.from({ length: PALETTE_SIZE }, (_, place) => (
          <div
            key={place}
            aria-hidden="true"
            className="h-64 animate-pulse rounded-xl border border-slate-200 dark:border-slate-800"
            style={locked[place] ? { backgroundColor: locked[place] ?? undefined } : undefined}
          />
        ))}
      </div>
    );
  }
  if (!colors) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
        Your palette will appear here.
      </p>
    );
  }
  return (
    <ul aria-label="Palette" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {colors.map((color, place) => (
        <li key={place} className="flex">
          <ColorSwatch
            hex={color.hex}
            label={color.name}
            locked={locked[place] !== null && locked[place] !== undefined}
            onLockChange={(lock) => onLockChange(place, lock ? color.hex : null)}
            className="flex-1"
          />
        </li>
      ))}
    </ul>
  );
}
