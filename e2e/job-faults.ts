import { toBuffer } from 'qrcode';
import type { WorkerFault } from '../test-support/planned-faults';
import type { Locator, Page } from './test';

/** The faults a test can plan in a job. */
export type Fault = WorkerFault;

/** A job of a tool's worker, tried with one kind of fault by e2e/jobs-end.e2e.ts. */
export interface WorkerFaultCase {
  /** Which of the tool's jobs, when it has several cases. */
  job?: string;
  fault: Fault;
  /** The start of the failure message on screen. */
  failure: string;
  /** The tool words a failure as its spec does: "<failure>. <Detail>." rather than "<failure>: <detail>.". */
  specWorded?: boolean;
  /** Other jobs the same start runs on a worker: each says it failed too. */
  alsoFailing?: string[];
  /** Puts input in place; runs before the fault is planned. */
  prepare?: (page: Page) => Promise<void>;
  /** Starts the job; for live tools, an edit, which must differ on the second attempt. */
  start: (page: Page, attempt: number) => Promise<void>;
  /** The control that must be usable again once the job has failed. */
  control: (page: Page) => Locator;
  /** Something only a successful run (the second attempt) shows. */
  succeeded: (page: Page) => Promise<void>;
  /**
   * For a tool that showed a result before the failed job (its `prepare` waits for one): that result is not shown as if it
   * were the failed input's, and nothing of it can be copied.
   */
  notCurrent?: (page: Page) => Promise<void>;
}

/** A worker job tried with every kind of fault, each failure worded exactly "<failure>: <detail>.". */
export type EveryFaultCase = Omit<WorkerFaultCase, 'fault' | 'job' | 'specWorded' | 'alsoFailing'> & { fault: 'every kind' };

/** A Local engine that runs in the page: a job that throws there ends too. */
export interface PageFaultCase {
  fault: 'page throw';
  prepare: (page: Page) => Promise<void>;
  /** The name of the button that starts the job. */
  action: string;
  succeeded: (page: Page) => Promise<void>;
}

/** What a tool's fault-cases.ts exports by default: how its jobs end under faults. */
export type FaultCase = WorkerFaultCase | EveryFaultCase | PageFaultCase;

export const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true });
export const click = (name: string) => (page: Page) => button(name)(page).click();
export const editor = (page: Page, name: string) => page.getByRole('textbox', { name });
export const textbox = (name: string) => (page: Page) => page.getByRole('textbox', { name, exact: true });

export const QR_TEXT = 'https://devdeck.example/jobs-end';
/** A QR code PNG made in Node: a picture to scan, and a two-colour logo. */
export const qrPng = () => toBuffer(QR_TEXT, { type: 'png', margin: 4, scale: 6 });

/** A JSON document over the worker threshold (256 KB), so the job leaves the page; `count` items make each attempt's edit differ. */
export const bigJson = (count = 6000) => JSON.stringify(Array.from({ length: count }, (_, index) => ({ id: index, name: `item ${index}`, tags: ['a', 'b'] })));
/**
 * `count` long lines: filling an editor costs seconds per thousand lines on this machine, so big input
 * comes in few lines.
 */
export const lines = (count: number, line: (index: number) => string) => Array.from({ length: count }, (_, index) => line(index)).join('\n');

/**
 * Replaces the field's text by keyboard, as a user does. Not locator.fill: in a CodeMirror editor it selects
 * the DOM's contents, which are only the lines CodeMirror has drawn, so on a slow machine the earlier text's
 * undrawn lines stayed (CI saw 301 new lines plus 258 old ones); Ctrl+A is the editor's own select-all.
 */
export const fill = (name: string, text: (attempt: number) => string) => async (page: Page, attempt: number) => {
  await textbox(name)(page).focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text(attempt));
};
