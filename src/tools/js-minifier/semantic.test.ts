// @vitest-environment node
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import type { JsSourceType } from '@contract/js-minify';
import { minifyJs } from './js-minifier.logic';

/**
 * Real-world-sized programs (classes with private fields and getters, closures, async code, generators)
 * give the same results before and after Local minification, as a script and as a module. Each program
 * sets globalThis.__program to an async function returning its results; they are compared as JSON.
 */
const PROGRAMS = ['inventory.js', 'async-pipeline.js', 'text-engine.js'];

async function evaluate(code: string): Promise<string> {
  const sandbox: { __program?: () => Promise<unknown> } = {};
  runInNewContext(code, sandbox, { timeout: 5_000 });
  if (!sandbox.__program) throw new Error('The program did not set __program.');
  return JSON.stringify(await sandbox.__program());
}

describe.each(PROGRAMS)('%s', (name) => {
  const source = readFileSync(new URL(`./semantic-programs/${name}`, import.meta.url), 'utf8');

  it.each<JsSourceType>(['script', 'module'])('evaluates to the same results after minifying as a %s', async (sourceType) => {
    expect(source.split('\n').length).toBeGreaterThan(150);
    const result = await minifyJs(source, { sourceType, keepLicense: false });
    if (!result.ok) throw new Error(result.message);
    expect(result.verdict.level).toBe('ok');
    // Really minified: much smaller and on one line.
    expect(result.output.length).toBeLessThan(source.length * 0.7);
    expect(result.output.split('\n')).toHaveLength(1);
    const before = await evaluate(source);
    expect(before.length).toBeGreaterThan(500);
    expect(await evaluate(result.output)).toBe(before);
  });
});
