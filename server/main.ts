import { aiProviderOf, parseEnv, type ServerEnv } from './env';
import { startServer } from './start';

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
const limits = env.REDIS_URL ? 'rate limits shared through Redis' : 'rate limits per process';

const running = startServer(env);
void running.listening.then(() => console.log(`DevDeck listening on http://${host}:${env.PORT}; ${ai}; ${limits}`));

running.server.on('error', (error) => {
  console.error(`DevDeck could not listen on ${host}:${env.PORT}: ${error.message}`);
  process.exit(1);
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  // A terminal's Ctrl+C reaches both this process and scripts/start.mjs, which forwards it: act once.
  if (stopping) return;
  stopping = true;
  console.log(`DevDeck stopping (${signal}): finishing requests in flight`);
  void running.shutdown().then((result) => {
    console.log(result === 'drained' ? 'DevDeck stopped' : 'DevDeck stopped: requests still running after the grace period were cut');
    process.exit(0);
  });
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
