import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AiProvider, Health } from '@contract/health';

/** Set by scripts/build-server.mjs in the bundle; undefined when the TypeScript runs as is (tests, `npm run dev`). */
declare const __DEVDECK_VERSION__: string | undefined;

const version =
  typeof __DEVDECK_VERSION__ === 'string'
    ? __DEVDECK_VERSION__
    : z.object({ version: z.string() }).parse(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))).version;

export interface HealthAi {
  provider: AiProvider | null;
  /** Ids of the AI tasks this configuration can run. */
  tasks: readonly string[];
  /** AI_TIMEOUT_MS, so the browser can bound its own wait. */
  timeoutMs: number;
}

export function healthRoute({ provider, tasks, timeoutMs }: HealthAi): Hono {
  const body: Health = {
    status: 'ok',
    version,
    ai: { configured: provider !== null, provider, tasks: [...tasks], timeoutMs },
  };
  return new Hono().get('/', (c) => c.json(body, 200, { 'Cache-Control': 'no-store' }));
}
