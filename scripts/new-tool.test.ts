// @vitest-environment node
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The scaffolder's promise. Its templates (scripts/templates/<kind>/) are working tools that the project's own
 * typecheck, lint and tests cover where they sit, the AI kind's screen and task aside (a task typechecks only once
 * it is in the contract's list). So here, in a throwaway copy of the repository, a tool of each kind is scaffolded
 * with awkward names, and: nothing of the templates' names is left; the new files and what they import typecheck
 * with the project's settings, and so do the AI task lists they were added to (not the whole project again: a
 * scaffold adds files and two list entries, and the rest is checked where it is); the new files pass ESLint and
 * Prettier; the new unit, gateway and registry tests pass; and each new tool's e2e spec passes in Chromium.
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
  'vite-curl-parser.ts',
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

const scaffold = (...args: string[]) => inCopy(process.execPath, ['scripts/new-tool.mjs', ...args]);
const filesUnder = (folder: string) => readdirSync(join(copy, folder), { recursive: true, encoding: 'utf8' }).map((name) => join(folder, name));

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'devdeck-new-tool-'));
  for (const folder of FOLDERS) cpSync(join(ROOT, folder), join(copy, folder), { recursive: true, filter: (path) => !path.includes('bench/results') });
  for (const file of FILES) if (existsSync(join(ROOT, file))) cpSync(join(ROOT, file), join(copy, file));
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(copy, 'node_modules'), 'dir');
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new-tool', () => {
  it('scaffolds a tool of each kind that typechecks, lints and passes its own tests at once', async () => {
    await scaffold('scratch-pane', "Scratch's Pane", 'A throwaway two-pane tool, with "quotes" and a */ in it.', 'two-pane', 'Encoding & security');
    await scaffold('scratch-live', 'Scratch Live', 'A throwaway live tool.', 'live-transform');
    await scaffold('scratch-ai', 'Scratch AI', "A throwaway AI tool that's a test.", 'ai-generator');

    expect(readFileSync(join(copy, 'contract/ai-tasks.ts'), 'utf8')).toContain("\n  'scratch-ai': scratchAiRequestSchema,\n};");
    expect(readFileSync(join(copy, 'server/ai/tasks/index.ts'), 'utf8')).toContain("\n  'scratch-ai': scratchAiTask,\n};");
    expect(readFileSync(join(copy, 'src/tools/scratch-pane/index.ts'), 'utf8')).toContain("category: 'Encoding & security'");

    const created = [
      ...filesUnder('src/tools/scratch-pane'),
      ...filesUnder('src/tools/scratch-live'),
      ...filesUnder('src/tools/scratch-ai'),
      'contract/scratch-ai.ts',
      'server/ai/tasks/scratch-ai.ts',
      'server/ai/tasks/scratch-ai.test.ts',
      'server/ai/tasks/scratch-ai.fixture.ts',
    ];
    expect(created).toContain('src/tools/scratch-pane/scratch-pane.worker.ts');
    expect(created).toContain('src/tools/scratch-ai/scratch-ai.screen.tsx');
    const leftovers = created.filter((path) => /kit|Kit|KIT/.test(path + readFileSync(join(copy, path), 'utf8')));
    expect(leftovers).toEqual([]);

    const changed = ['contract/ai-tasks.ts', 'server/ai/tasks/index.ts'];
    const tests = [
      ...created.filter((path) => /\.test\.tsx?$/.test(path)),
      // The tool registry's own test: the new tools found, in title order, each with its bench target and fault cases.
      'src/tools/registry.test.ts',
      // The contract's tasks and the server's are still exactly the same, and the README's task table states the new one.
      'server/ai/tasks/registry.test.ts',
      'server/ai/readme-task-table.test.ts',
    ];

    // The project's two settings, each over the new files it covers; tsc follows their imports. Nothing is written.
    const typecheck = (config: string, include: string[]) => {
      const path = `tsconfig.scaffolded-${config}.json`;
      const once = { composite: false, incremental: false, tsBuildInfoFile: null };
      writeFileSync(join(copy, path), JSON.stringify({ extends: `./tsconfig.${config}.json`, compilerOptions: once, include, exclude: [] }));
      return passes(bin('tsc'), ['--noEmit', '-p', path]);
    };
    const facts = created.filter((path) => /\.e2e\.ts$|\/(bench-target|fault-cases)\.ts$/.test(path));
    const results = await Promise.all([
      typecheck(
        'app',
        created.filter((path) => path.startsWith('src/') && !facts.includes(path)),
      ),
      typecheck('node', [...facts, ...created.filter((path) => !path.startsWith('src/')), ...changed]),
      passes(bin('eslint'), ['--max-warnings=0', ...created, ...changed]),
      passes(bin('prettier'), ['--check', ...created, ...changed]),
      passes(bin('vitest'), ['run', '--root', copy, ...tests]),
    ]);
    expect(results).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
  }, 300_000);

  it('scaffolds tools whose e2e specs pass in Chromium against the built app', async () => {
    expect(await passes(bin('vite'), ['build', '--logLevel', 'error'])).toBe('ok');
    // Its own port: Vitest runs beside other work, and the main e2e run uses the default one.
    process.env.E2E_PORT = '4399';
    try {
      expect(await passes(bin('playwright'), ['test', '--workers=1', 'src/tools/scratch-pane', 'src/tools/scratch-live', 'src/tools/scratch-ai'])).toBe('ok');
    } finally {
      delete process.env.E2E_PORT;
    }
  }, 300_000);
});
