// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AssetMemory } from './asset-memory';
import { serveSpa } from './static';

const CHUNK = `export const chunk = 'first build';\n${'// padding\n'.repeat(100)}`;

let staticDir: string;

beforeEach(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'devdeck-asset-memory-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'chunk-abc123.js'), CHUNK);
  writeFileSync(join(staticDir, 'assets', 'chunk-abc123.js.br'), brotliCompressSync(CHUNK));
});

afterEach(() => rmSync(staticDir, { recursive: true, force: true }));

function appWith(memoryBytes?: number): Hono {
  const app = new Hono();
  app.get('*', serveSpa(staticDir, memoryBytes));
  return app;
}

const asBrotli = { headers: { 'Accept-Encoding': 'br' } };

describe('serving the build from memory', () => {
  it('sends a hashed asset it has sent once without reading the disk again, so a tab on an earlier build still gets it', async () => {
    const app = appWith();
    const first = await app.request('/assets/chunk-abc123.js', asBrotli);
    expect(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(CHUNK);
    // A rebuild removes the chunk from disk.
    rmSync(join(staticDir, 'assets'), { recursive: true });

    const again = await app.request('/assets/chunk-abc123.js', asBrotli);
    expect(again.status).toBe(200);
    expect(again.headers.get('Content-Encoding')).toBe('br');
    expect(again.headers.get('Content-Length')).toBe(first.headers.get('Content-Length'));
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(brotliDecompressSync(Buffer.from(await again.arrayBuffer())).toString()).toBe(CHUNK);
    const revalidated = await app.request('/assets/chunk-abc123.js', {
      headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.get('ETag') ?? '' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('still reads files that are not content-hashed on every request', async () => {
    const app = appWith();
    expect(await (await app.request('/')).text()).toContain('id="root"');
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root" data-build="2"></div>');
    expect(await (await app.request('/')).text()).toContain('data-build="2"');
  });

  it('keeps no miss: an asset a later build adds is served', async () => {
    const app = appWith();
    expect((await app.request('/assets/later-def456.js')).status).toBe(404);
    writeFileSync(join(staticDir, 'assets', 'later-def456.js'), 'export {};\n');
    const res = await app.request('/assets/later-def456.js');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('export {};\n');
  });

  it('streams from disk what does not fit its budget, whole and with its length', async () => {
    const app = appWith(16);
    const res = await app.request('/assets/chunk-abc123.js');
    expect(res.headers.get('Content-Length')).toBe(String(Buffer.byteLength(CHUNK)));
    expect(await res.text()).toBe(CHUNK);
    // Not kept: the file is read again, so its removal shows.
    rmSync(join(staticDir, 'assets', 'chunk-abc123.js'));
    expect((await app.request('/assets/chunk-abc123.js')).status).toBe(404);
  });

  it('answers HEAD for a kept asset with its length and no body', async () => {
    const app = appWith();
    await app.request('/assets/chunk-abc123.js');
    const head = await app.request('/assets/chunk-abc123.js', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Length')).toBe(String(Buffer.byteLength(CHUNK)));
    expect(await head.text()).toBe('');
  });
});

describe('AssetMemory', () => {
  it('keeps bytes up to its budget and counts a file read twice at once only once', async () => {
    const memory = new AssetMemory<string>(Buffer.byteLength(CHUNK) + 10);
    const path = join(staticDir, 'assets', 'chunk-abc123.js');
    const size = Buffer.byteLength(CHUNK);
    const [a, b] = await Promise.all([memory.read(path, size), memory.read(path, size)]);
    expect(Buffer.from(a ?? []).toString()).toBe(CHUNK);
    expect(Buffer.from(b ?? []).toString()).toBe(CHUNK);
    expect(memory.bytesOf(path)).toBeDefined();
    // The budget has 10 bytes left: a second file does not fit and is not read.
    const other = join(staticDir, 'assets', 'chunk-abc123.js.br');
    expect(await memory.read(other, 11)).toBeUndefined();
    expect(memory.bytesOf(other)).toBeUndefined();
  });

  it('looks a path up once, but keeps no miss', async () => {
    const memory = new AssetMemory<string>(1024);
    let lookups = 0;
    const find = async () => {
      lookups += 1;
      return lookups > 1 ? 'found' : null;
    };
    expect(await memory.lookup('/a', find)).toBeNull();
    expect(await memory.lookup('/a', find)).toBe('found');
    expect(await memory.lookup('/a', find)).toBe('found');
    expect(lookups).toBe(2);
  });
});
