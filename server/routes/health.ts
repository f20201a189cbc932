import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AiProvider, Health } from '../../contract/health';

const { version } = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')));

export interface HealthAi {
  provider: AiProvider | null;
  /** Ids of the AI tasks this configuration can run. */
  tasks: readonly string[];
}

export function healthRoute({ provider, tasks }: HealthAi): Hono {
  const body: Health = {
    status: 'ok',
    version,
    ai: { configured: provider !== null, provider, tasks: [...tasks] },
  };
  return new Hono().get('/', (c) => c.json(body, 200, { 'Cache-Control': 'no-store' }));
}
