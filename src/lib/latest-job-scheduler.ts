import { LatestWins, type LatestTicket } from '@/lib/latest-wins';
import { WorkerCancelledError } from '@/lib/worker-runner';

export interface LatestJobHandlers<Request, Response> {
  onResult: (request: Request, response: Response) => void;
  /** The latest request ran past the time limit; its worker has been stopped. */
  onTimeout: (request: Request) => void;
  /** The latest request's job failed: `error` is what it ended with, for the caller to word. */
  onError: (request: Request, error: unknown) => void;
  onBusyChange: (busy: boolean) => void;
}

export interface LatestJobOptions<Request> {
  /** A job still running after this long is stopped. */
  timeLimitMs: number;
  /** A newer request stops a job that has run this long instead of waiting for it. */
  supersedeAfterMs: number;
  /**
   * A trivial request sent first to a new worker, without a time limit: loading the worker's script
   * (slow on a busy machine) must not count against the first real job's time.
   */
  warmUp: Request;
}

type Running<Request> = { kind: 'warm-up' } | { kind: 'job'; request: Request; ticket: LatestTicket; startedAt: number; limit: ReturnType<typeof setTimeout> };

/**
 * Keeps at most one job on the worker and reports only the latest request's outcome.
 * A request that arrives while a job runs waits for it (restarting a worker costs more than
 * most jobs), unless that job has already run for supersedeAfterMs: then it is stopped at once.
 * Requests in between are dropped, so fast typing never queues work. A job past timeLimitMs is
 * stopped: the worker is terminated, and a new one is made and warmed up for the next job.
 */
export class LatestJobScheduler<Request, Response> {
  private running: Running<Request> | null = null;
  private latest: { request: Request; ticket: LatestTicket } | null = null;
  private readonly tickets = new LatestWins();
  private warm = false;
  private disposed = false;

  constructor(
    private readonly runner: { run: (request: Request) => Promise<Response>; cancel: () => void },
    private readonly handlers: LatestJobHandlers<Request, Response>,
    private readonly options: LatestJobOptions<Request>,
    private readonly now: () => number = () => performance.now(),
  ) {}

  submit(request: Request): void {
    if (this.disposed) return;
    this.latest = { request, ticket: this.tickets.begin() };
    if (!this.running) this.startLatest();
    else if (this.running.kind === 'job' && this.now() - this.running.startedAt >= this.options.supersedeAfterMs) {
      this.stopRunning();
      this.startLatest();
    }
  }

  dispose(): void {
    this.disposed = true;
    this.stopRunning();
    this.tickets.cancel();
    this.latest = null;
  }

  private startLatest(): void {
    const latest = this.latest;
    if (latest === null || this.disposed) return;
    this.handlers.onBusyChange(true);
    if (!this.warm) this.warmUp();
    else this.start(latest.request, latest.ticket);
  }

  private warmUp(): void {
    const running: Running<Request> = { kind: 'warm-up' };
    this.running = running;
    this.runner.run(this.options.warmUp).then(
      () => {
        if (this.running !== running) return;
        this.running = null;
        this.warm = true;
        this.startLatest();
      },
      (error: unknown) => {
        if (this.running !== running || error instanceof WorkerCancelledError) return;
        this.running = null;
        const latest = this.latest;
        if (latest !== null) this.report(() => this.handlers.onError(latest.request, error));
      },
    );
  }

  private start(request: Request, ticket: LatestTicket): void {
    const running: Running<Request> = {
      kind: 'job',
      request,
      ticket,
      startedAt: this.now(),
      limit: setTimeout(() => this.onLimit(running), this.options.timeLimitMs),
    };
    this.running = running;
    this.runner.run(request).then(
      (response) => this.finish(running, () => this.handlers.onResult(request, response)),
      (error: unknown) => {
        if (error instanceof WorkerCancelledError) return;
        this.finish(running, () => this.handlers.onError(request, error));
      },
    );
  }

  private finish(running: Running<Request>, report: () => void): void {
    if (this.running !== running || running.kind !== 'job') return;
    clearTimeout(running.limit);
    this.running = null;
    if (running.ticket.isLatest()) this.report(report);
    else this.startLatest();
  }

  private onLimit(running: Running<Request>): void {
    if (this.running !== running || running.kind !== 'job') return;
    this.stopRunning();
    if (running.ticket.isLatest()) this.report(() => this.handlers.onTimeout(running.request));
    else this.startLatest();
  }

  private report(report: () => void): void {
    if (this.disposed) return;
    this.handlers.onBusyChange(false);
    report();
  }

  private stopRunning(): void {
    const running = this.running;
    if (!running) return;
    if (running.kind === 'job') clearTimeout(running.limit);
    this.running = null;
    this.warm = false;
    this.runner.cancel();
  }
}
