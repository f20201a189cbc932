import { serve } from '@hono/node-server';
import { createApp } from './app';
import { aiProviderOf, parseEnv, type ServerEnv } from './env';

// A stuck request must not keep a stopping server alive for ever.
const SHUTDOWN_GRACE_MS = 5000;

function readEnv(): ServerEnv {
  try {
    return parseEnv(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

const env = readEnv();
const host = env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST;
const provider = aiProviderOf(env);
const ai = provider ? `AI provider: ${provider}` : 'AI not configured: set GEMINI_API_KEY (or OPENAI_BASE_URL and OPENAI_MODEL) to enable it';

const server = serve({ fetch: createApp({ env }).fetch, port: env.PORT, hostname: env.HOST }, () => {
  console.log(`DevDeck listening on http://${host}:${env.PORT}; ${ai}`);
});

server.on('error', (error) => {
  console.error(`DevDeck could not listen on ${host}:${env.PORT}: ${error.message}`);
  process.exit(1);
});

let stopping = false;
function stop(): void {
  // A terminal's Ctrl+C reaches both this process and scripts/start.mjs, which forwards it: act once.
  if (stopping) return;
  stopping = true;
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
