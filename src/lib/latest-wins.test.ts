import { describe, expect, it } from 'vitest';
import { LatestWins } from './latest-wins';

describe('LatestWins', () => {
  it('lets only the newest job count and aborts the ones before it', () => {
    const latest = new LatestWins();
    const first = latest.begin();
    expect(first.isLatest()).toBe(true);
    const second = latest.begin();
    expect(first.isLatest()).toBe(false);
    expect(first.signal.aborted).toBe(true);
    expect(second.isLatest()).toBe(true);
    expect(second.signal.aborted).toBe(false);
  });

  it('shows a result that is newer than the one shown, once, and refuses an older one arriving late', () => {
    const latest = new LatestWins();
    const older = latest.begin();
    const newer = latest.begin();
    expect(latest.pending).toBe(true);
    expect(newer.claim()).toBe(true);
    expect(newer.claim()).toBe(false);
    expect(older.claim()).toBe(false);
    expect(latest.pending).toBe(false);
  });

  it('shows an intermediate result while a newer job is still running', () => {
    const latest = new LatestWins();
    const running = latest.begin();
    latest.begin();
    expect(running.claim()).toBe(true);
    expect(latest.pending).toBe(true);
  });

  it('refuses every result begun before a cancel and aborts the running job', () => {
    const latest = new LatestWins();
    const job = latest.begin();
    latest.cancel();
    expect(job.signal.aborted).toBe(true);
    expect(job.isLatest()).toBe(false);
    expect(job.claim()).toBe(false);
    expect(latest.pending).toBe(false);
    expect(latest.begin().isLatest()).toBe(true);
  });
});
