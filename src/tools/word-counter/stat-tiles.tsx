import { formatBytes } from '@/lib/files';
import { formatReadingTime, READING_WORDS_PER_MINUTE, type TextStats } from './word-counter.logic';

const number = (value: number) => value.toLocaleString('en');

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
        <div key={tile.label} className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-sm text-slate-600 dark:text-slate-400">{tile.label}</dt>
          <dd className={`font-semibold tabular-nums ${primary ? 'text-3xl' : 'text-xl'}`}>{tile.value}</dd>
          {tile.detail && <dd className="text-xs text-slate-500 dark:text-slate-400">{tile.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

/** The spec's three tiles (Words, Characters, Lines), then the secondary counts. `stale` dims them while a recount runs. */
export function StatTiles({ stats, stale }: { stats: TextStats; stale: boolean }) {
  const primary: Tile[] = [
    { label: 'Words', value: number(stats.words) },
    { label: 'Characters', value: number(stats.characters), detail: 'As you see them: 👍🏽 is 1' },
    { label: 'Lines', value: number(stats.lines) },
  ];
  const secondary: Tile[] = [
    { label: 'Characters without spaces', value: number(stats.charactersWithoutSpaces) },
    { label: 'Sentences', value: number(stats.sentences) },
    { label: 'Paragraphs', value: number(stats.paragraphs), detail: 'Lines with text' },
    { label: 'UTF-8 bytes', value: number(stats.utf8Bytes), detail: stats.utf8Bytes >= 1024 ? formatBytes(stats.utf8Bytes) : undefined },
    { label: 'Reading time', value: formatReadingTime(stats.words), detail: `At ${READING_WORDS_PER_MINUTE} words per minute` },
  ];
  return (
    <div className="space-y-3">
      <TileGrid tiles={primary} primary stale={stale} />
      <TileGrid tiles={secondary} primary={false} stale={stale} />
    </div>
  );
}
