import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SanitizeAnswer, SanitizeRequest } from './svg-sanitizer.worker';

/** The worker's file beside the server bundle (scripts/build-server.mjs); undefined when running from source. */
declare const __SVG_SANITIZER_WORKER__: string | undefined;

interface Pending {
  resolve: (svg: string | null) => void;
  reject: (error: unknown) => void;
}

/** A sanitiser that has not answered a call in this long is stuck (a pathological SVG, a bug): its thread is stopped. */
export const SANITIZE_TIMEOUT_MS = 10_000;

/**
 * Sanitises on a thread made by `startWorker`, started on the first call (most instances never draw an
 * icon) and kept. A call not answered within `timeoutMs` fails, and the thread is stopped, failing the
 * calls waiting on it too, so every icon request ends; the next call starts a new thread, as after a crash.
 */
export function svgSanitizer(startWorker: () => Worker, timeoutMs = SANITIZE_TIMEOUT_MS): (markup: string) => Promise<string | null> {
  interface Thread {
    worker: Worker;
    pending: Map<number, Pending>;
    /** Fails every call waiting on the thread and forgets it, so the next call starts a new one. */
    fail: (error: unknown) => void;
  }
  let current: Thread | null = null;
  let nextId = 0;

  function thread(): Thread {
    if (current) return current;
    const worker = startWorker();
    const pending = new Map<number, Pending>();
    const started: Thread = {
      worker,
      pending,
      fail: (error) => {
        if (current === started) current = null;
        for (const call of pending.values()) call.reject(error);
        pending.clear();
      },
    };
    worker.on('message', ({ id, svg }: SanitizeAnswer) => {
      pending.get(id)?.resolve(svg);
      pending.delete(id);
    });
    worker.on('error', started.fail);
    worker.on('exit', (code) => started.fail(new Error(`The SVG sanitiser stopped (exit code ${code})`)));
    // An idle sanitiser must not keep a stopping server alive.
    worker.unref();
    current = started;
    return started;
  }

  return (markup) => {
    const { worker, pending, fail } = thread();
    const id = nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        fail(new Error(`The SVG sanitiser did not answer within ${timeoutMs} ms`));
        void worker.terminate();
      }, timeoutMs);
      pending.set(id, {
        resolve: (svg) => {
          clearTimeout(timer);
          resolve(svg);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
      worker.postMessage({ id, markup } satisfies SanitizeRequest);
    });
  };
}

/**
 * A small young generation: the thread then holds about 100 MB less after a large icon (230 MB → 125 MB
 * resident, measured) for about a third more CPU on a path that runs once per icon. jsdom needs some 40-55 MB
 * of heap; past 128 MB the thread is stopped, that answer fails and the next starts a new thread.
 */
const RESOURCE_LIMITS = { maxYoungGenerationSizeMb: 2, maxOldGenerationSizeMb: 128 };

function startWorker(): Worker {
  if (typeof __SVG_SANITIZER_WORKER__ === 'string') return new Worker(new URL(__SVG_SANITIZER_WORKER__, import.meta.url), { resourceLimits: RESOURCE_LIMITS });
  // From source (the tests), its TypeScript is compiled as it loads, by tsx with the server's tsconfig (for @contract/).
  const tsx = import.meta.resolve('tsx/esm/api');
  const source = new URL('./svg-sanitizer.worker.ts', import.meta.url).href;
  const tsconfig = fileURLToPath(new URL('../../tsconfig.node.json', import.meta.url));
  const load = `const { tsImport } = await import(${JSON.stringify(tsx)}); await tsImport(${JSON.stringify(source)}, { parentURL: ${JSON.stringify(source)}, tsconfig: ${JSON.stringify(tsconfig)} });`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(load)}`), { resourceLimits: RESOURCE_LIMITS });
}

/**
 * The SVG by the page's own rules (contract/svg-sanitize.ts), or null when no <svg> root is left:
 * DOMPurify in a jsdom window on a thread of its own, so the event loop that answers every request
 * never waits for jsdom (about 1-2 s of CPU to load) or for a large icon (50-140 ms).
 */
export const sanitizeSvg = svgSanitizer(startWorker);
