import { CARD_CLASS } from '@/components/panel';
import { formatBytes } from '@/lib/files';
import { formatReadingTime, READING_WORDS_PER_MINUTE, type TextStats } from './word-counter.logic';
import { formatNumber } from '@contract/format-number';

const number = (value: number) => formatNumber(value);

interface Tile {
  label: string;
  value: string;
  /** Shown under the value; also explains how it is counted. */
  detail?: string;
}

function TileGrid({ tiles, primary, stale }: { tiles: Tile[]; primary: boolean; stale: boolean }) {
  return (
    <dl className={`grid gap-3 transition-opacity ${primary ? 'grid-cols-3' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-5'} ${stale ? 'opacity-60' : ''}`}>
      {tiles.map((tile) => (
        <div key={tile.label} className={`${CARD_CLASS} p-3`}>
          <dt className="text-sm text-slate-600 dark:text-slate-400">{tile.label}</dt>
          <dd className={`font-semibold tabular-nums ${primary ? 'text-3xl' : 'text-xl'}`}>{tile.value}</dd>
          {tile.detail && <dd className="text-xs text-slate-500 dark:text-slate-400">{tile.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** Shown for every count when the text could not be counted: the last counts belong to other text. */
const NOT_COUNTED = '—';

/**
 * The spec's three tiles (Words, Characters, Lines), then the secondary counts. `stale` dims them while a recount runs;
 * `stats` is null when the count failed.
 */
export function StatTiles({ stats, stale }: { stats: TextStats | null; stale: boolean }) {
  const count = (pick: (counted: TextStats) => number) => (stats ? number(pick(stats)) : NOT_COUNTED);
  const primary: Tile[] = [
    { label: 'Words', value: count((counted) => counted.words) },
    { label: 'Characters', value: count((counted) => counted.characters), detail: 'As you see them: 👍🏽 is 1' },
    { label: 'Lines', value: count((counted) => counted.lines) },
  ];
  const secondary: Tile[] = [
    { label: 'Characters without spaces', value: count((counted) => counted.charactersWithoutSpaces) },
    { label: 'Sentences', value: count((counted) => counted.sentences) },
    { label: 'Paragraphs', value: count((counted) => counted.paragraphs), detail: 'Lines with text' },
    {
      label: 'UTF-8 bytes',
      value: count((counted) => counted.utf8Bytes),
      detail: stats && stats.utf8Bytes >= 1024 ? formatBytes(stats.utf8Bytes) : undefined,
    },
    { label: 'Reading time', value: stats ? formatReadingTime(stats.words) : NOT_COUNTED, detail: `At ${READING_WORDS_PER_MINUTE} words per minute` },
  ];
  return (
    <div className="space-y-3">
      <TileGrid tiles={primary} primary stale={stale} />
      <TileGrid tiles={secondary} primary={false} stale={stale} />
    </div>
  );
}
