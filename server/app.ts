import { resolve } from 'node:path';
import { Hono } from 'hono';
import { type ServerEnv, secretsOf } from './env';
import { errorHandler } from './errors';
import { healthRoute } from './routes/health';
import { securityHeaders } from './security-headers';
import { serveSpa } from './static';

export interface AppOptions {
  env: ServerEnv;
  /** Folder of the built SPA; defaults to env.STATIC_DIR, relative to the working directory. */
  staticDir?: string;
}

/** The whole server as a Hono app, without listening: server/main.ts serves it, tests call app.request(). */
export function createApp({ env, staticDir }: AppOptions): Hono {
  const app = new Hono();
  app.use(securityHeaders);
  app.route('/api/health', healthRoute(env));
  // API responses are small JSON and go uncompressed; only the static files are precompressed.
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));
  app.get('*', serveSpa(resolve(process.cwd(), staticDir ?? env.STATIC_DIR)));
  app.onError(errorHandler(secretsOf(env)));
  return app;
}
