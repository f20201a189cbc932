import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, type Response, test } from './test';
import { FAKE_TEXT } from '../test-support/fake-gemini';
import { startAiApp } from '../test-support/ai-app';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// Built at run time so secret scanners do not flag this fake key in the source.
const KNOWN_KEY = ['AIza', 'FAKE-known-key-must-never-reach-a-browser-0123'].join('');

/** Every file under dir, decompressed where it is a .br or .gz copy, as text. */
function builtFiles(dir: string): { path: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile())
    .map((path) => {
      const bytes = readFileSync(path);
      const plain = path.endsWith('.br') ? brotliDecompressSync(bytes) : path.endsWith('.gz') ? gunzipSync(bytes) : bytes;
      return { path, text: plain.toString('latin1') };
    });
}

test.describe('the AI key', () => {
  // A full production build on a shared 2-core machine.
  test.describe.configure({ timeout: 300_000 });

  let buildDir: string;

  test.beforeAll(() => {
    buildDir = mkdtempSync(join(tmpdir(), 'devdeck-keyed-build-'));
    // The key sits in the build's environment under every name a careless build might read.
    const env = { ...process.env, GEMINI_API_KEY: KNOWN_KEY, VITE_GEMINI_API_KEY: KNOWN_KEY, API_KEY: KNOWN_KEY };
    execFileSync(
      process.execPath,
      [join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', buildDir, '--emptyOutDir', '--logLevel', 'error'],
      { cwd: repoRoot, env, stdio: 'pipe' },
    );
    execFileSync(process.execPath, [join(repoRoot, 'scripts', 'precompress.mjs'), buildDir], { cwd: repoRoot, env, stdio: 'pipe' });
  });

  test.afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

  test('is in no built file and in no response the browser receives', async ({ browser }) => {
    const files = builtFiles(buildDir);
    expect(files.some((file) => file.path.endsWith('index.html'))).toBe(true);
    expect(files.filter((file) => file.text.includes(KNOWN_KEY)).map((file) => file.path)).toEqual([]);

    const app = await startAiApp({ staticDir: buildDir, key: KNOWN_KEY });
    const context = await browser.newContext({ baseURL: app.baseUrl });
    try {
      const page = await context.newPage();
      const responses: Response[] = [];
      page.on('response', (response) => responses.push(response));

      await page.goto('/');
      await page.getByRole('link', { name: /Text Generator/ }).click();
      const prompt = page.getByRole('textbox', { name: 'Text Prompt' });
      await expect(page.getByRole('radio', { name: 'AI' })).toBeChecked();
      await prompt.fill('A bakery website');
      await page.getByRole('button', { name: 'Generate Text' }).click();
      await expect(page.getByRole('textbox', { name: 'Generated Text' })).toHaveValue(FAKE_TEXT);
      // Failures too: their bodies must not echo the provider or the key.
      for (const marker of ['500', '429', 'malformed']) {
        await prompt.fill(`x [fake:${marker}]`);
        await page.getByRole('button', { name: 'Generate Text' }).click();
        await expect(page.getByRole('alert')).toContainText('Error communicating with the API.');
      }
      await page.reload();
      await expect(prompt).toBeVisible();

      expect(responses.some((response) => new URL(response.url()).pathname === '/api/ai/text-generate')).toBe(true);
      for (const response of responses) {
        expect(new URL(response.url()).origin, 'the page talks to its own origin only').toBe(app.baseUrl);
        const headers = JSON.stringify(await response.allHeaders());
        const body = (await response.body().catch(() => Buffer.alloc(0))).toString('latin1');
        expect(headers + body, response.url()).not.toContain(KNOWN_KEY);
      }
      expect(app.output(), 'nor does the server log it').not.toContain(KNOWN_KEY);
    } finally {
      await context.close();
      await app.stop();
    }
  });
});
