// `npm run dev`: the API server on API_PORT and Vite (which proxies /api there), stopped together.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT || '3001';
const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

const run = (args, env) => spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort, ...env } });
const children = [
  // tsx reads the server's tsconfig for its path aliases (@contract/...); a dev server stops at once, with no balancer to tell.
  run(['--import', 'tsx', 'server/main.ts'], { PORT: apiPort, TSX_TSCONFIG_PATH: 'tsconfig.node.json', SHUTDOWN_READY_DELAY_MS: '0' }),
  // Extra arguments go to Vite: `npm run dev -- --host`.
  run([vite, ...process.argv.slice(2)], {}),
];

let exitCode;
function stopAll(code) {
  exitCode ??= code;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

for (const child of children) {
  child.on('exit', (code, signal) => {
    // Stopped by Ctrl+C or by us is a normal end; killed by anything else is a failure.
    stopAll(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
    if (children.every((each) => each.exitCode !== null || each.signalCode !== null)) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
