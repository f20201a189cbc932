import type { UnicodeRequest, UnicodeResponse } from './unicode-inspector.logic';

/**
 * The Unicode name data is 1.6 MB: importing it into the screen made the tool open ~150 ms slower,
 * so every job runs on the worker (isLarge is always true) and this inline path is never taken.
 */
export function onWorkerOnly(request: UnicodeRequest): UnicodeResponse {
  throw new Error(`The ${request.kind} job runs on the worker only.`);
}
