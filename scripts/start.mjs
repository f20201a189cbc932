// `npm start`: build when the build is missing or older than its sources, then run the server.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const SOURCES = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];

/** Newest mtime under path; a folder's own mtime counts, so deleting a file also triggers a build. */
function newestChange(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

function needsBuild() {
  // A STATIC_DIR elsewhere is someone else's build; only ours is rebuilt.
  if (resolve(root, process.env.STATIC_DIR || 'dist') !== dist) return false;
  const built = newestChange(join(dist, 'index.html'));
  return built === 0 || SOURCES.some((source) => newestChange(join(root, source)) > built);
}

if (needsBuild()) {
  console.log('DevDeck: building the app (dist/ is missing or out of date)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    console.error('DevDeck: the build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 0)));
