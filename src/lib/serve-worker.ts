import { failureDetail } from './failure-detail';
import { INJECTED_FAULT, type ReportProgress, type WorkerEnvelope, type WorkerFault, type WorkerReply } from './worker-protocol';

/** The slice of a dedicated worker's global scope used here; typed locally, since the app's lib is the DOM's. */
interface WorkerScope {
  onmessage: ((event: MessageEvent) => unknown) | null;
  postMessage: (message: unknown, transfer?: Transferable[]) => void;
  addEventListener: (type: 'error' | 'unhandledrejection', listener: (event: Event & { reason?: unknown; error?: unknown; message?: string }) => void) => void;
}

/** Runs the injected fault, if any; resolves only when the job should go on normally. */
async function enactFault(fault: WorkerFault | undefined): Promise<void> {
  switch (fault) {
    case 'throw':
      throw new Error(`${INJECTED_FAULT} (throw)`);
    case 'reject':
      await Promise.reject(new Error(`${INJECTED_FAULT} (reject)`));
      return;
    case 'unhandled-rejection':
      void Promise.reject(new Error(`${INJECTED_FAULT} (unhandled rejection)`));
      return new Promise(() => undefined);
    case 'uncaught':
      setTimeout(() => {
        throw new Error(`${INJECTED_FAULT} (uncaught)`);
      });
      return new Promise(() => undefined);
    case 'hang':
      return new Promise(() => undefined);
    default:
      return;
  }
}

/**
 * The body of every tool's worker: answers each job with its result, or with a failure when the job
 * throws, rejects, or lets an error escape later (an unhandled rejection or an uncaught exception in
 * the worker belongs to the job running, since a worker runs one job at a time). `transfer` names
 * buffers of the result to hand over instead of copying. A long job may tell its progress through
 * `handle`'s second argument (the screen hears it as its policy's `onProgress`).
 */
export function serveWorker<Request, Response>(
  handle: (request: Request, progress: ReportProgress) => Response | Promise<Response>,
  transfer: (response: Response) => Transferable[] = () => [],
): void {
  const scope = self as unknown as WorkerScope;
  let answered = true;
  const reply = (message: WorkerReply<Response>, transferables: Transferable[] = []) => {
    if (answered) return;
    answered = true;
    scope.postMessage(message, transferables);
  };
  const fail = (error: unknown) => reply({ kind: 'failure', detail: failureDetail(error) });
  const progress: ReportProgress = (done, total) => {
    if (!answered) scope.postMessage({ kind: 'progress', done, total } satisfies WorkerReply<Response>);
  };

  scope.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    fail(event.reason);
  });
  scope.addEventListener('error', (event) => {
    event.preventDefault();
    fail(event.error ?? event.message);
  });

  scope.onmessage = async (event: MessageEvent<WorkerEnvelope<Request>>) => {
    answered = false;
    try {
      await enactFault(event.data.fault);
      const value = await handle(event.data.request, progress);
      reply({ kind: 'result', value }, transfer(value));
    } catch (error) {
      fail(error);
    }
  };
}
