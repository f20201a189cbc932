import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { z } from 'zod';
import type { Health } from '../../contract/health';
import { aiProviderOf, type ServerEnv } from '../env';

const { version } = z
  .object({ version: z.string() })
  .parse(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')));

export function healthRoute(env: ServerEnv): Hono {
  const provider = aiProviderOf(env);
  const body: Health = {
    status: 'ok',
    version,
    // No AI task modules exist yet; the AI routes will list theirs here.
    ai: { configured: provider !== null, provider, tasks: [] },
  };
  return new Hono().get('/', (c) => c.json(body, 200, { 'Cache-Control': 'no-store' }));
}
