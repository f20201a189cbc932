// @vitest-environment node
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The scaffolder's promise, proved in CI: in a throwaway copy of the repository, a tool of each kind
 * is scaffolded, and the whole project then typechecks, the new files pass ESLint and Prettier, the
 * new unit and gateway tests pass, and the new e2e specs pass in Chromium against the copy's own build.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'contract', 'server', 'e2e', 'test-support', 'scripts', 'bench', 'public'];
const FILES = [
  'package.json',
  'index.html',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'eslint.config.js',
  '.prettierrc.json',
  '.prettierignore',
  'vite.config.ts',
  'vite-chunk-groups.ts',
  'vite-tool-preload.ts',
  'README.md',
  'vitest.config.ts',
  'vitest.setup.ts',
  'playwright.config.ts',
];
const run = promisify(execFile);

let copy: string;
const bin = (name: string) => join(copy, 'node_modules', '.bin', name);
const inCopy = (command: string, args: string[]) => run(command, args, { cwd: copy, maxBuffer: 16 * 1024 * 1024 });

/** Runs a check; on failure the assertion shows its output, not just an exit code. */
async function passes(command: string, args: string[]): Promise<string> {
  try {
    await inCopy(command, args);
    return 'ok';
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return `${command} ${args.join(' ')} failed:\n${stdout}\n${stderr}`;
  }
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'devdeck-new-tool-'));
  for (const folder of FOLDERS) cpSync(join(ROOT, folder), join(copy, folder), { recursive: true, filter: (path) => !path.includes('bench/results') });
  for (const file of FILES) if (existsSync(join(ROOT, file))) cpSync(join(ROOT, file), join(copy, file));
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(copy, 'node_modules'), 'dir');
  // tsc -b keeps its build info under node_modules, which the copy shares with the checkout: keep the copy's apart.
  for (const config of ['tsconfig.app.json', 'tsconfig.node.json']) {
    const path = join(copy, config);
    writeFileSync(path, readFileSync(path, 'utf8').replace(/node_modules\/\.tmp\//g, '.tsbuild/'));
  }
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-tool', () => {
  it('scaffolds a local and an AI tool that pass typecheck, lint, format and their own tests at once', async () => {
    await inCopy(process.execPath, [
      'scripts/new-tool.mjs',
      'scratch-local',
      "Scratch's Local",
      'A throwaway local tool, with "quotes".',
      'local',
      'Encoding & security',
    ]);
    await inCopy(process.execPath, ['scripts/new-tool.mjs', 'scratch-ai', 'Scratch AI', "A throwaway AI tool that's a test.", 'ai']);

    expect(readFileSync(join(copy, 'contract/ai-tasks.ts'), 'utf8')).toContain("\n  'scratch-ai': scratchAiRequestSchema,\n};");
    expect(readFileSync(join(copy, 'server/ai/tasks/index.ts'), 'utf8')).toContain("\n  'scratch-ai': scratchAiTask,\n};");

    const created = [
      'src/tools/scratch-local',
      'src/tools/scratch-ai',
      'contract/scratch-ai.ts',
      'server/ai/tasks/scratch-ai.ts',
      'server/ai/tasks/scratch-ai.test.ts',
      'server/ai/tasks/scratch-ai.fixture.ts',
    ];
    for (const path of created) expect(existsSync(join(copy, path)), path).toBe(true);
    const changed = ['contract/ai-tasks.ts', 'server/ai/tasks/index.ts'];
    const tests = [
      'src/tools/scratch-local/scratch-local.logic.test.ts',
      'src/tools/scratch-ai/scratch-ai.logic.test.ts',
      'src/tools/scratch-ai/scratch-ai.ai.test.ts',
      // The tool registry's own test: the new tools found, in title order, each with its bench target.
      'src/tools/registry.test.ts',
      'server/ai/tasks/scratch-ai.test.ts',
      // The registry's own test: the contract's tasks and the server's are still exactly the same.
      'server/ai/tasks/registry.test.ts',
      // The README's task table states the new task's cost and cap.
      'server/ai/readme-task-table.test.ts',
    ];

    // The checks run side by side: the typecheck of the whole project is the long one.
    const results = await Promise.all([
      passes(bin('tsc'), ['-b', '--noEmit']),
      passes(bin('eslint'), ['--max-warnings=0', ...created, ...changed]),
      passes(bin('prettier'), ['--check', ...created, ...changed]),
      passes(bin('vitest'), ['run', '--root', copy, ...tests]),
    ]);
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok']);
  }, 300_000);

  it('scaffolds e2e specs that pass in Chromium against the built app', async () => {
    expect(existsSync(join(copy, 'src/tools/scratch-ai/scratch-ai.e2e.ts'))).toBe(true);
    expect(await passes(bin('vite'), ['build', '--logLevel', 'error'])).toBe('ok');
    // Its own port: Vitest runs beside other work, and the main e2e run uses the default one.
    process.env.E2E_PORT = '4399';
    try {
      expect(await passes(bin('playwright'), ['test', '--workers=1', 'src/tools/scratch-local', 'src/tools/scratch-ai'])).toBe('ok');
    } finally {
      delete process.env.E2E_PORT;
    }
  }, 300_000);
});
