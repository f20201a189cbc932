// The server bundle: server/main.ts and everything it imports from server/ and contract/, compiled by
// esbuild into one plain-JavaScript file, dist-server/main.js, with the SVG sanitiser's worker thread
// beside it (dist-server/svg-sanitizer.worker.js, see server/ai/svg-sanitizer.ts). Packages stay external and resolve
// from node_modules as usual. `node dist-server/main.js` is the one way the server is started:
// `npm start` (in its own process), the e2e web server and AI children, and the benchmarks.
// `node scripts/build-server.mjs` builds it (part of `npm run build`); importers check it is fresh.
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The built server. Outside dist/, which is served to browsers; inside the project, so its packages resolve. */
export const SERVER_BUNDLE = join(root, 'dist-server', 'main.js');

/** The SVG sanitiser's thread, its own entry since a worker starts from a file. */
const SVG_SANITIZER_WORKER = 'svg-sanitizer.worker';

/** What the bundle is built from: a change to any of these makes it stale. */
const SERVER_SOURCES = ['server', 'contract', 'package.json', 'tsconfig.node.json', 'scripts/build-server.mjs'];

/** Newest mtime under path; a folder's own mtime counts, so deleting a file also counts as a change. */
export function newestChange(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), stats.mtimeMs);
}

/** True when the bundle is missing or older than any of its sources. */
export function serverBundleIsStale() {
  const built = newestChange(SERVER_BUNDLE);
  return built === 0 || SERVER_SOURCES.some((source) => newestChange(join(root, source)) > built);
}

/** Builds dist-server/main.js. Each file is written beside its target and renamed over it, so a server starting meanwhile never reads half a file. */
export function buildServerBundle() {
  // Loaded only to build: a production install (npm ci --omit=dev) runs the bundle without esbuild.
  const esbuild = createRequire(import.meta.url)('esbuild');
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const result = esbuild.buildSync({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts', [SVG_SANITIZER_WORKER]: 'server/ai/svg-sanitizer.worker.ts' },
    outdir: join(root, 'dist-server'),
    tsconfig: 'tsconfig.node.json',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    // server/routes/health.ts reports this version; the bundle need not find package.json at run time.
    // server/ai/svg-sanitizer.ts starts its worker from this file, beside main.js.
    define: { __DEVDECK_VERSION__: JSON.stringify(version), __SVG_SANITIZER_WORKER__: JSON.stringify(`./${SVG_SANITIZER_WORKER}.js`) },
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  mkdirSync(join(root, 'dist-server'), { recursive: true });
  for (const file of result.outputFiles) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  return SERVER_BUNDLE;
}

/** Builds the bundle when it is missing or out of date; returns its path. */
export function ensureServerBundle() {
  if (serverBundleIsStale()) buildServerBundle();
  return SERVER_BUNDLE;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const built = buildServerBundle();
  const kb = statSync(built).size / 1024;
  console.log(`build-server: ${built.slice(root.length)} (${kb.toFixed(0)} KB) in ${Math.round(performance.now() - started)} ms`);
}
