import { StatusLine } from './status-line';

/** While a job runs: what it does and, once its worker tells, how far it has got (a bar, labelled `doing`); after it, what it made (`done`). */
export function JobStatus({ busy, doing, progress, done }: { busy: boolean; doing: string; progress: number | null; done: string | null }) {
  if (busy) {
    const percent = progress === null ? null : Math.floor(progress * 100);
    return (
      <div className="flex flex-wrap items-center gap-3">
        <StatusLine busy>{percent === null ? doing : `${doing} ${percent} %`}</StatusLine>
        {percent !== null && <progress className="h-2 w-40 accent-indigo-600" aria-label={doing} max={100} value={percent} />}
      </div>
    );
  }
  return done ? <StatusLine>{done}</StatusLine> : null;
}
