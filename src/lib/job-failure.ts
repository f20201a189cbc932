import { UNKNOWN_ERROR } from '@contract/messages';
import { failureDetail, UNKNOWN_DETAIL } from './failure-detail';

/**
 * How a job that went wrong reaches the screen: every worker, file read and deadline failure
 * becomes a JobFailure, whose message is already a sentence for the visitor ("Could not convert
 * this SQL: ..."), so screens show it as it is instead of wrapping it again.
 */
export class JobFailure extends Error {
  constructor(
    action: string,
    /** What went wrong, without the action: for a screen whose own wording comes first (the spec's "Failed to ..."). */
    readonly detail: string,
  ) {
    super(jobFailureMessage(action, detail));
    this.name = 'JobFailure';
  }
}

/** "Could not convert this SQL: {detail}.", with the detail's final full stop kept single. */
export function jobFailureMessage(action: string, detail: string): string {
  const sentence = detail.trim() === '' ? UNKNOWN_DETAIL : detail.trim();
  return `${action}: ${sentence}${/[.!?]$/.test(sentence) ? '' : '.'}`;
}

/** The detail of a part of the page that did not load: the fix is the visitor's. */
export const NOT_LOADED_DETAIL = 'check your connection and reload the page';

/**
 * Whatever ended a job, as a JobFailure worded with this action: a JobFailure (worded again: a shared
 * worker's failure carries another job's action), an error, or anything else thrown.
 */
export function asJobFailure(action: string, error: unknown): JobFailure {
  return new JobFailure(action, error instanceof JobFailure ? error.detail : failureDetail(error));
}

/** The one wording of a failed job on screen, "Could not <action>: <detail>.", whatever ended it (see asJobFailure). */
export function failureMessage(action: string, error: unknown): string {
  return asJobFailure(action, error).message;
}

/** A detail as a sentence of its own, after a message that ends in a full stop ("Failed to extract colors. It took ..."). */
export function asSentence(detail: string): string {
  const text = detail.trim();
  if (text === '') return '';
  return `${text[0]?.toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;
}

/**
 * What follows the spec's own sentence ("Failed to generate palette. {detail}"): a worker's failure
 * without its action wording, an error's message, or the spec's words for a thrown non-error.
 */
export function detailSentence(error: unknown): string {
  if (error instanceof JobFailure) return asSentence(error.detail);
  return error instanceof Error ? error.message : UNKNOWN_ERROR;
}

/** The deadline's own wording, in whole seconds. */
export const deadlineDetail = (ms: number) => `it took longer than ${Math.max(1, Math.round(ms / 1000))} s, so it was stopped`;

/**
 * The work's result, or a rejection in the deadline's words once `ms` pass first; `onExpire` stops
 * the work (terminates its worker, destroys its loader) so it does not go on unseen.
 */
export function withinDeadline<Result>(work: Promise<Result>, ms: number, onExpire?: () => void): Promise<Result> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onExpire?.();
      reject(new Error(deadlineDetail(ms)));
    }, ms);
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}
