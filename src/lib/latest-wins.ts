/** One job started by LatestWins.begin(). */
export interface LatestTicket {
  /** Aborted as soon as a newer job begins or the jobs are cancelled: pass it to the work to stop it. */
  readonly signal: AbortSignal;
  /** True while no newer job has begun and nothing was cancelled since: only then may its result be shown. */
  isLatest: () => boolean;
  /**
   * For screens that show results as they come (live typing): true, once, when this job's result is newer
   * than every result shown so far; an older result arriving late is refused.
   */
  claim: () => boolean;
}

/**
 * The one "latest result wins" mechanism: every job a screen starts takes a ticket, and a newer ticket
 * supersedes (and aborts) the ones before, so a slow, stale answer never overwrites a fresh one.
 * Used by AI calls, worker jobs, live recomputation and file scans alike.
 */
export class LatestWins {
  private issued = 0;
  private shown = 0;
  private controller: AbortController | null = null;

  begin(): LatestTicket {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    const id = ++this.issued;
    return {
      signal: controller.signal,
      isLatest: () => id === this.issued,
      claim: () => {
        if (id <= this.shown) return false;
        this.shown = id;
        return true;
      },
    };
  }

  /** True while the latest job has not claimed its result (nor been cancelled). */
  get pending(): boolean {
    return this.shown < this.issued;
  }

  /** Supersedes every job begun so far: their results are refused and their signals aborted. */
  cancel(): void {
    this.controller?.abort();
    this.controller = null;
    this.shown = ++this.issued;
  }
}
