import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { createStreamBody } from '@hono/node-server/utils/stream';
import type { Context, Handler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { type Encoding, preferredEncodings, SUFFIXES } from './accept-encoding';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const NOT_BUILT = 'DevDeck has not been built yet. Run `npm run build` (or `npm start`, which builds when needed), then reload.\n';

interface FoundFile {
  path: string;
  stats: Stats;
}

/**
 * Serves the built SPA from staticDir: a file when the path names one, else index.html so that
 * client-side routes load the app. Vite's /assets/ files carry content hashes and are cached
 * for good; everything else is revalidated. Precompressed `.br`/`.gz` siblings written by
 * scripts/precompress.mjs are chosen by Accept-Encoding.
 */
export function serveSpa(staticDir: string): Handler {
  const root = resolve(staticDir);
  const assetsDir = join(root, 'assets') + sep;
  return async (c) => {
    const path = filePathFor(root, c.req.url);
    const file = path === null ? null : await findFile(path);
    if (file) return send(c, file, file.path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
    // A chunk a newer build removed must fail as a 404, not load index.html as JavaScript.
    if (path?.startsWith(assetsDir)) return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
    const index = await findFile(join(root, 'index.html'));
    if (index) return send(c, index, REVALIDATE);
    return c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' });
  };
}

/** The file a URL names inside root, or null when it would fall outside root or is malformed. */
function filePathFor(root: string, url: string): string | null {
  let relative: string;
  try {
    // decodeURIComponent, not decodeURI: an encoded slash (..%2f) must turn into a separator
    // before the containment check below, not after it.
    relative = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  const path = resolve(root, `.${relative}`);
  return path.startsWith(root + sep) ? path : null;
}

async function findFile(path: string): Promise<FoundFile | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? { path, stats } : null;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG';
}

async function send(c: Context, file: FoundFile, cacheControl: string): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file.path) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  const variants = await compressedVariants(file);
  if (variants.size > 0) headers.Vary = 'Accept-Encoding';
  const encoding = preferredEncodings(c.req.header('Accept-Encoding')).find((name) => variants.has(name));
  const chosen = encoding === undefined ? file : (variants.get(encoding) ?? file);
  if (encoding !== undefined) headers['Content-Encoding'] = encoding;

  const { size, mtimeMs } = chosen.stats;
  headers.ETag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  const known =
    c.req
      .header('If-None-Match')
      ?.split(',')
      .map((tag) => tag.trim()) ?? [];
  if (known.includes(headers.ETag)) return c.body(null, 304, headers);
  headers['Content-Length'] = String(size);
  // Hono answers HEAD by dropping the body; an unread stream would hold its file open.
  if (c.req.method === 'HEAD') return c.body(null, 200, headers);
  return c.body(createStreamBody(createReadStream(chosen.path)), 200, headers);
}

/** Siblings older than their source are stale leftovers of an earlier build, never served. */
async function compressedVariants(file: FoundFile): Promise<Map<Encoding, FoundFile>> {
  const variants = new Map<Encoding, FoundFile>();
  for (const encoding of Object.keys(SUFFIXES) as Encoding[]) {
    const variant = await findFile(file.path + SUFFIXES[encoding]);
    if (variant && variant.stats.mtimeMs >= file.stats.mtimeMs) variants.set(encoding, variant);
  }
  return variants;
}
