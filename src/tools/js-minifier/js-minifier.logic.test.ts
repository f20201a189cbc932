import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsSyntaxError, minifyJs, runJsJob, verifyJs } from './js-minifier.logic';
import { defaultJsOptions, type JsOptions } from './js-options.logic';

const minified = async (input: string, options: Partial<JsOptions> = {}) => {
  const result = await minifyJs(input, { ...defaultJsOptions, ...options });
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('minifyJs (Local engine: terser, compress and mangle on)', () => {
  it('compresses and mangles local names, and reports sizes', async () => {
    const result = await minified('export function add(first, second) {\n  // adds\n  const total = first + second;\n  return total;\n}\n');
    expect(result.output).toBe('export function add(n,r){return n+r}');
    expect(result.verdict).toEqual({ level: 'ok', text: expect.stringMatching(/^Valid JavaScript module, \d+(\.\d)?% smaller$/) });
    expect(result.sizes).toMatchObject({ originalBytes: 97, outputBytes: 36 });
    expect(result.sizes?.outputGzipBytes).toBeGreaterThan(0);
  });

  it('mangles top-level names in a module but keeps them in a script, where they are globals', async () => {
    const source = 'function helper(value) { return value * 2; }\nvar counter = helper(21);\n';
    expect((await minified(source, { sourceType: 'module' })).output).toBe('');
    expect((await minified(source, { sourceType: 'script' })).output).toBe('function helper(e){return 2*e}var counter=helper(21);');
  });

  it('keeps a licence comment only when asked', async () => {
    const source = '/*! MyLib v1 | MIT */\n/* plain */\nexport const answer = 40 + 2;\n';
    expect((await minified(source, { keepLicense: true })).output).toBe('/*! MyLib v1 | MIT */\nexport const answer=42;');
    expect((await minified(source, { keepLicense: false })).output).toBe('export const answer=42;');
  });

  it.each([
    ['a missing operand', 'let total = (1, ;\n', 'Could not minify this JavaScript: Unexpected token: punc (;).', { line: 1, column: 17, offset: 16 }],
    [
      'an unclosed block on a later line',
      'function ok() {}\nfunction broken() {\n  return 1;\n',
      'Could not minify this JavaScript: Unexpected token: eof (undefined).',
      { line: 4, column: 1, offset: 49 },
    ],
    ['a reserved word', 'const class = 1;', 'Could not minify this JavaScript: Name expected.', { line: 1, column: 7, offset: 6 }],
  ])('reports %s, with its line and column for the pane to mark and write', async (_, input, message, position) => {
    expect(await minifyJs(input, defaultJsOptions)).toEqual({ ok: false, message, position });
  });
});

describe('verifyJs (the verdict)', () => {
  it.each<[string, string, string, JsOptions, 'ai' | 'local', { level: string; text: string | RegExp }]>([
    [
      'AI output that parses',
      'let a = 1;\nlet b = 2;',
      'let a=1,b=2;',
      defaultJsOptions,
      'ai',
      { level: 'ok', text: /^Valid JavaScript module, \d+(\.\d)?% smaller$/ },
    ],
    [
      'AI output that is not smaller',
      'let a=1',
      'let a = 1;',
      { ...defaultJsOptions, sourceType: 'script' },
      'ai',
      { level: 'ok', text: 'Valid JavaScript script' },
    ],
    [
      'Local output that is not smaller',
      'a()',
      'a();',
      defaultJsOptions,
      'local',
      { level: 'warning', text: 'Valid JavaScript module, but not smaller than the input' },
    ],
    [
      'AI output that does not parse',
      'function f() { return 1; }',
      'function f(){return 1',
      defaultJsOptions,
      'ai',
      { level: 'error', text: 'Not valid JavaScript: Line 1, column 22: Unexpected token: eof (undefined).' },
    ],
    ['an empty answer', 'f()', '', defaultJsOptions, 'ai', { level: 'error', text: 'The output is empty.' }],
  ])('%s', async (_, input, output, options, engine, expected) => {
    const verdict = await verifyJs(input, output, options, engine);
    expect(verdict.level).toBe(expected.level);
    if (typeof expected.text === 'string') expect(verdict.text).toBe(expected.text);
    else expect(verdict.text).toMatch(expected.text);
  });

  it('checks an AI answer through the worker job, with sizes', async () => {
    const result = await runJsJob({ kind: 'verify', input: 'const value = 1 + 2;', output: 'const value=3;', options: defaultJsOptions });
    expect(result).toMatchObject({ ok: true, output: 'const value=3;', verdict: { level: 'ok' }, sizes: { originalBytes: 20, outputBytes: 14 } });
  });

  it("finds syntax errors with terser's parser without printing anything", async () => {
    expect(await jsSyntaxError('export default class A { get x() { return 1; } }', 'module')).toBeNull();
    expect(await jsSyntaxError('a b', 'script')).toBe('Line 1, column 3: Unexpected token: name (b)');
  });
});

describe('properties', () => {
  it('minified arithmetic evaluates to the same value (property)', async () => {
    const leaf = fc.oneof(fc.integer({ min: -50, max: 50 }).map(String), fc.constantFrom('a', 'b', 'c'));
    const expression = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.tuple(tie('node'), fc.constantFrom('+', '-', '*', '%', '&', '|', '<<', '>>'), tie('node')).map(([left, op, right]) => `(${left} ${op} ${right})`),
      ),
    })).node;
    await fc.assert(
      fc.asyncProperty(expression, fc.integer(), fc.integer(), fc.integer(), async (body, a, b, c) => {
        const source = `function compute(a, b, c) { const result = ${body}; return result; }`;
        const result = await minifyJs(source, { sourceType: 'script', keepLicense: false });
        if (!result.ok) throw new Error(result.message);
        const run = (code: string) => new Function('a', 'b', 'c', `${code}\nreturn compute(a, b, c);`)(a, b, c) as unknown;
        expect(run(result.output)).toBe(run(source));
      }),
      { numRuns: 60 },
    );
  });
});
