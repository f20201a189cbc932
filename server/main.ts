// The server's entry: reads the environment, listens, and stops cleanly on SIGTERM or SIGINT.
// Built into dist-server/main.js (scripts/build-server.mjs), which is what runs: `node dist-server/main.js`.
import { AI_NOT_CONFIGURED_HELP } from '@contract/messages';
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
const limits = env.REDIS_URL ? 'rate limits shared through Redis' : 'rate limits per process';

const running = startServer(env);
// Without a provider the line ends with the same sentence an AI-only tool shows.
const listening = provider
  ? `DevDeck listening on http://${host}:${env.PORT}; AI provider: ${provider}; ${limits}`
  : `DevDeck listening on http://${host}:${env.PORT}; ${limits}. ${AI_NOT_CONFIGURED_HELP}`;
void running.listening.then(() => console.log(listening));

running.server.on('error', (error) => {
  console.error(`DevDeck could not listen on ${host}:${env.PORT}: ${error.message}`);
  process.exit(1);
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  // A terminal's Ctrl+C may arrive twice (directly, and forwarded by npm under `npm start`): act once.
  if (stopping) return;
  stopping = true;
  // SIGTERM is an orchestrator's: its balancer must see the instance not ready before connections are
  // refused. Ctrl+C (SIGINT) is someone at a terminal, who need not wait.
  const readyDelayMs = signal === 'SIGTERM' ? env.SHUTDOWN_READY_DELAY_MS : 0;
  console.log(
    readyDelayMs > 0
      ? `DevDeck stopping (${signal}): reporting not ready and still serving for ${readyDelayMs} ms, then finishing requests in flight`
      : `DevDeck stopping (${signal}): finishing requests in flight`,
  );
  void running.shutdown({ readyDelayMs }).then((result) => {
    console.log(result === 'drained' ? 'DevDeck stopped' : 'DevDeck stopped: requests still running after the grace period were ended');
    process.exit(0);
  });
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
