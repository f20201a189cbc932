import type { Stats } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { createStreamBody } from '@hono/node-server/utils/stream';
import type { Context, Handler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { type Encoding, preferredEncodings, SUFFIXES } from './accept-encoding';
import { ASSET_MEMORY_BYTES, AssetMemory } from './asset-memory';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const NOT_BUILT = 'DevDeck has not been built yet. Run `npm run build` (or `npm start`, which builds when needed), then reload.\n';

/** Never served even when present: dotfiles (.env, .git/...) and source maps (with their compressed copies). */
const HIDDEN_SEGMENT = /(^|[/\\])\./;
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

/**
 * What a file lookup may fail with that only means "nothing to serve here": missing, a loop of
 * symlinks, no permission. Anything else (EMFILE, EIO) is a fault of the server and stays a 500.
 */
const UNSERVABLE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EACCES', 'EPERM', 'EISDIR']);

interface FoundFile {
  path: string;
  stats: Stats;
}

/**
 * Serves the built SPA from staticDir: a file when the path names one, else index.html so that
 * client-side routes load the app. Vite's /assets/ files carry content hashes and are cached
 * for good; everything else is revalidated. Precompressed `.br`/`.gz` siblings written by
 * scripts/precompress.mjs are chosen by Accept-Encoding. Only regular files whose real path is
 * inside staticDir are served: a symlink out of it is treated as absent.
 */
export function serveSpa(staticDir: string, memoryBytes = ASSET_MEMORY_BYTES): Handler {
  const root = resolve(staticDir);
  const assetsDir = join(root, 'assets') + sep;
  let realRoot: string | null = null;
  // Resolved on first use and kept: the folder may not exist yet when the server starts.
  const inside = async (path: string): Promise<boolean> => {
    realRoot ??= await realpath(root);
    return (await realpath(path)).startsWith(realRoot + sep);
  };
  const find = (path: string) => findFile(path, inside);
  const withCopies = async (file: FoundFile): Promise<ServableFile> => ({ file, copies: await compressedCopies(file, find) });
  const assets = new AssetMemory<ServableFile>(memoryBytes);

  return async (c) => {
    const path = filePathFor(root, c.req.url);
    if (path === 'hidden') return notFound(c);
    if (path?.startsWith(assetsDir)) {
      const asset = await assets.lookup(path, async () => {
        const file = await find(path);
        return file && withCopies(file);
      });
      // A chunk a newer build removed, or one asked for by a wrong name, must fail as a 404: index.html in
      // its place would be parsed as JavaScript, CSS or an image.
      return asset ? send(c, asset, IMMUTABLE, (chosen) => fromMemory(assets, chosen)) : notFound(c);
    }
    const file = path === null ? null : await find(path);
    if (file) return send(c, await withCopies(file), REVALIDATE, fromDisk);
    // Likewise a script or image the page asked for by a wrong name.
    if (path !== null && extname(path) !== '' && !isNavigation(c)) return notFound(c);
    const index = await find(join(root, 'index.html'));
    if (index) return send(c, await withCopies(index), REVALIDATE, fromDisk);
    return c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' });
  };
}

function notFound(c: Context): Response {
  return c.text('Not found', 404, { 'Cache-Control': 'no-store' });
}

/** A page load (address bar, link) rather than a script, style, image or fetch() asking for a file. */
function isNavigation(c: Context): boolean {
  const mode = c.req.header('Sec-Fetch-Mode');
  if (mode !== undefined) return mode === 'navigate';
  // Clients without Fetch Metadata (older browsers, curl): a page load is what asks for HTML.
  return c.req.header('Accept')?.includes('text/html') ?? false;
}

/** The file a URL names inside root; null when it would fall outside root or is malformed; 'hidden' for dotfiles and source maps. */
function filePathFor(root: string, url: string): string | 'hidden' | null {
  let relative: string;
  try {
    // decodeURIComponent, not decodeURI: an encoded slash (..%2f) must turn into a separator
    // before the containment check below, not after it.
    relative = decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
  if (relative.includes('\0')) return null;
  if (HIDDEN_SEGMENT.test(relative) || SOURCE_MAP.test(relative)) return 'hidden';
  const path = resolve(root, `.${relative}`);
  return path.startsWith(root + sep) ? path : null;
}

async function findFile(path: string, inside: (path: string) => Promise<boolean>): Promise<FoundFile | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() && (await inside(path)) ? { path, stats } : null;
  } catch (error) {
    if (isUnservable(error)) return null;
    throw error;
  }
}

function isUnservable(error: unknown): boolean {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  return typeof code === 'string' && UNSERVABLE.has(code);
}

/** A file to send and the precompressed copies of it that may be sent instead. */
interface ServableFile {
  file: FoundFile;
  copies: Map<Encoding, FoundFile>;
}

/** The chosen file's bytes, ready before the answer starts; null when the file cannot be read (a 404). */
interface OpenedBody {
  body: () => ReadableStream | Uint8Array<ArrayBuffer>;
  /** For an answer without a body (304, HEAD): an unread stream would hold its file open. */
  discard: () => Promise<void>;
}
type BodySource = (chosen: FoundFile) => Promise<OpenedBody | null>;

/** Opened before answering, so a file that cannot be read is a 404 rather than a 200 cut short. */
async function fromDisk(chosen: FoundFile): Promise<OpenedBody | null> {
  try {
    const handle = await open(chosen.path, 'r');
    return { body: () => createStreamBody(handle.createReadStream()), discard: () => handle.close() };
  } catch (error) {
    if (isUnservable(error)) return null;
    throw error;
  }
}

/** Kept bytes, else read now (and kept while they fit), else streamed from disk. */
async function fromMemory(memory: AssetMemory<ServableFile>, chosen: FoundFile): Promise<OpenedBody | null> {
  let bytes = memory.bytesOf(chosen.path);
  if (!bytes) {
    try {
      bytes = await memory.read(chosen.path, chosen.stats.size);
    } catch (error) {
      if (isUnservable(error)) return null;
      throw error;
    }
  }
  if (!bytes) return fromDisk(chosen);
  const kept = bytes;
  return { body: () => kept, discard: async () => undefined };
}

async function send(c: Context, { file, copies }: ServableFile, cacheControl: string, openBody: BodySource): Promise<Response> {
  const headers: Record<string, string> = {
    'Content-Type': getMimeType(file.path) ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
  };
  if (copies.size > 0) headers.Vary = 'Accept-Encoding';
  const encoding = preferredEncodings(c.req.header('Accept-Encoding')).find((name) => copies.has(name));
  const chosen = encoding === undefined ? file : (copies.get(encoding) ?? file);
  if (encoding !== undefined) headers['Content-Encoding'] = encoding;

  const opened = await openBody(chosen);
  if (opened === null) return notFound(c);
  const { size, mtimeMs } = chosen.stats;
  headers.ETag = `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
  const known =
    c.req
      .header('If-None-Match')
      ?.split(',')
      .map((tag) => tag.trim()) ?? [];
  const notModified = known.includes(headers.ETag);
  if (!notModified) headers['Content-Length'] = String(size);
  // Hono answers HEAD by dropping the body.
  if (notModified || c.req.method === 'HEAD') {
    await opened.discard();
    return c.body(null, notModified ? 304 : 200, headers);
  }
  return c.body(opened.body(), 200, headers);
}

/** Siblings older than their source are stale leftovers of an earlier build, never served. */
async function compressedCopies(file: FoundFile, find: (path: string) => Promise<FoundFile | null>): Promise<Map<Encoding, FoundFile>> {
  const copies = new Map<Encoding, FoundFile>();
  for (const encoding of Object.keys(SUFFIXES) as Encoding[]) {
    const copy = await find(file.path + SUFFIXES[encoding]);
    if (copy && copy.stats.mtimeMs >= file.stats.mtimeMs) copies.set(encoding, copy);
  }
  return copies;
}
