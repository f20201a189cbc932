// `npm start`: build what is missing or older than its sources, then run the server bundle
// (dist-server/main.js) in this same process, as `node dist-server/main.js` would.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServerBundle, newestChange, SERVER_BUNDLE, serverBundleIsStale } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'dist');
const APP_SOURCES = ['src', 'contract', 'public', 'index.html', 'vite.config.ts', 'package.json', 'package-lock.json'];

function appNeedsBuild() {
  // A STATIC_DIR elsewhere is someone else's build; only ours is rebuilt.
  if (resolve(root, process.env.STATIC_DIR || 'dist') !== dist) return false;
  const built = newestChange(join(dist, 'index.html'));
  return built === 0 || APP_SOURCES.some((source) => newestChange(join(root, source)) > built);
}

if (appNeedsBuild()) {
  // `npm run build` builds the app and the server bundle.
  console.log('DevDeck: building (dist/ is missing or out of date)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) {
    console.error('DevDeck: the build failed; not starting the server.');
    process.exit(build.status ?? 1);
  }
} else if (serverBundleIsStale()) {
  console.log('DevDeck: building the server (dist-server/ is missing or out of date)...');
  try {
    buildServerBundle();
  } catch (error) {
    console.error(`DevDeck: the server build failed; not starting the server.\n${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

// The bundle reads its settings, listens, and handles SIGINT/SIGTERM itself: no second process.
await import(pathToFileURL(SERVER_BUNDLE).href);
