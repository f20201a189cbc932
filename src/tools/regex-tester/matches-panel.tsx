import { Panel } from '@/components/panel';
import { Skeleton } from '@/components/ui/skeleton';
import { keptNote, matchesHeading } from './match-display.logic';
import { MatchList } from './match-list';
import { keptCount, type MatchSet } from './regex-tester.logic';

interface MatchesPanelProps {
  /** The latest search's matches and the text they were found in; null when there are none to show. */
  found: { matches: MatchSet; text: string } | null;
  /** The first search has not answered yet. */
  waiting: boolean;
}

/** "Matches (n)" with the list of matches, or "No matches found". On wide screens it fills the height of both rows (height 0 + min-height 100%, so the list never sizes the rows itself). */
export function MatchesPanel({ found, waiting }: MatchesPanelProps) {
  const total = found?.matches.total ?? 0;
  const kept = found ? keptCount(found.matches) : 0;
  const note = keptNote(kept, total);
  return (
    <Panel
      title={<span className="tabular-nums">{waiting ? 'Matches' : matchesHeading(total)}</span>}
      flush
      fill
      className="h-[28rem] lg:row-span-2 lg:h-0 lg:min-h-full"
    >
      {note && <p className="border-b border-slate-200 px-3 py-1 text-xs text-amber-800 dark:border-slate-800 dark:text-amber-300">{note}</p>}
      {waiting ? (
        <Skeleton label="Matching…" />
      ) : found && kept > 0 ? (
        <MatchList matches={found.matches} text={found.text} />
      ) : (
        <p className="p-3 text-sm text-slate-600 dark:text-slate-400">No matches found</p>
      )}
    </Panel>
  );
}
