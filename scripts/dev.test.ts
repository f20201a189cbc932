// @vitest-environment node
// `npm run dev` as a contributor starts it: the API server from source (through tsx) and Vite, stopped together.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { freePort } from '@test-support/free-port';

const answers = async (url: string) => (await fetch(url).catch(() => null))?.status ?? null;

describe('npm run dev', () => {
  it('serves the API from source and the page through Vite, and both stop on SIGTERM', { timeout: 60_000 }, async () => {
    const [apiPort, vitePort] = [await freePort(), await freePort()];
    const dev = spawn(process.execPath, ['scripts/dev.mjs', '--port', String(vitePort), '--strictPort'], {
      env: { ...process.env, API_PORT: String(apiPort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [dev.stdout, dev.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(dev, 'exit');
    try {
      await expect.poll(() => answers(`http://127.0.0.1:${apiPort}/api/health`), { timeout: 45_000 }).toBe(200);
      // The page's /api calls reach the server through Vite's proxy.
      await expect.poll(() => answers(`http://127.0.0.1:${vitePort}/api/health`), { timeout: 45_000 }).toBe(200);
    } catch (error) {
      throw new Error(`${String(error)}\n${output}`, { cause: error });
    } finally {
      if (dev.exitCode === null && dev.signalCode === null) dev.kill('SIGTERM');
    }
    const [code] = await exited;
    expect(code).toBe(0);
  });
});
