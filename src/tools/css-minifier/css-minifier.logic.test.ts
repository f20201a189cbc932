import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cssShape, minifyCss, runCssJob, verifyCss } from './css-minifier.logic';
import { defaultCssOptions, type CssOptions } from './css-options.logic';

const STYLES = `/*! theme v2 | MIT */
/* layout */
.card { color: #ff0000; margin: 0px 0px 0px 0px; padding: 10px; }
.card:hover { color: #ff0000; }
@media (min-width: 640px) {
  .card { padding: 20px; }
}
.empty { }
`;

const minified = async (input: string, options: Partial<CssOptions> = {}) => {
  const result = await minifyCss(input, { ...defaultCssOptions, ...options });
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('minifyCss (Local engine: csso)', () => {
  it('shortens values and whitespace, keeps the licence comment, and reports what changed', async () => {
    const result = await minified(STYLES);
    expect(result.output).toBe(
      '/*! theme v2 | MIT */\n.card{color:red;margin:0 0 0 0;padding:10px}.card:hover{color:red}@media (min-width:640px){.card{padding:20px}}',
    );
    // csso drops the empty rule: the verdict says so rather than claiming nothing changed.
    expect(result.verdict).toEqual({ level: 'warning', text: 'Valid CSS, but 5 → 4 rules' });
    expect(result.sizes).toMatchObject({ originalBytes: 201, outputBytes: 133 });
  });

  it('drops the licence comment when asked', async () => {
    expect((await minified('/*! keep */ a { color: blue }', { keepLicense: false })).output).toBe('a{color:#00f}');
  });

  it('keeps every rule and declaration of clean CSS', async () => {
    expect((await minified('a { color: blue }\nb { margin: 0 auto; }')).verdict).toEqual({
      level: 'ok',
      text: 'Valid CSS, the same 2 rules and 2 declarations',
    });
  });

  it('with Merge rules on, merges and says why the counts changed', async () => {
    const result = await minified('.a { color: red } .b { color: red } .a { margin: 0 }', { restructure: true });
    expect(result.output).toBe('.a,.b{color:red}.a{margin:0}');
    expect(result.verdict).toEqual({
      level: 'warning',
      text: 'Valid CSS, but 3 → 2 rules and 3 → 2 declarations (Merge rules combines rules and drops duplicates)',
    });
  });

  it.each([
    ['a missing colon', 'a { color: red; }\nb { color red; }', 'Could not minify this CSS: Colon is expected.', { line: 2, column: 11, offset: 28 }],
    ['a stray bracket', 'a { color: red; } b { ] }', 'Could not minify this CSS: Identifier is expected.', { line: 1, column: 23, offset: 22 }],
    ['stray closing braces', 'a { color: red }\n}}', 'Could not minify this CSS: Selector is expected.', { line: 2, column: 1, offset: 17 }],
  ])('refuses %s, with its line and column for the pane to mark and write', async (_, input, message, position) => {
    expect(await minifyCss(input, defaultCssOptions)).toEqual({ ok: false, message, position });
  });
});

describe('verifyCss (the verdict)', () => {
  it.each([
    ['a faithful AI answer', 'a { color: red }\nb { top: 0 }', 'a{color:red}b{top:0}', 'ok', 'Valid CSS, the same 2 rules and 2 declarations'],
    ['a dropped declaration', 'a { color: red; top: 0 }', 'a{color:red}', 'warning', 'Valid CSS, but 2 → 1 declaration'],
    ['a dropped rule', 'a { color: red } b { top: 0 }', 'a{color:red}', 'warning', 'Valid CSS, but 2 → 1 rule and 2 → 1 declaration'],
    ['output that does not parse', 'a { color: red }', 'a{color red}', 'error', 'Not valid CSS: Line 1, column 9: Colon is expected.'],
  ])('%s', (_, input, output, level, text) => {
    expect(verifyCss(input, output)).toEqual({ level, text });
  });

  it('checks an AI answer through the worker job, with sizes', async () => {
    expect(await runCssJob({ kind: 'verify', input: 'a { color: red }', output: 'a{color:red}', options: defaultCssOptions })).toMatchObject({
      ok: true,
      verdict: { level: 'ok' },
      sizes: { originalBytes: 16, outputBytes: 12 },
    });
  });

  it('counts at-rules, nested rules and declarations', () => {
    expect(cssShape('@import "x.css"; @media print { a { color: red; top: 0 } } b { --v: 1 }')).toMatchObject({ rules: 4, declarations: 3, problem: null });
  });
});

describe('properties', () => {
  it('minifying generated stylesheets keeps every rule and declaration (property)', async () => {
    const declaration = fc
      .tuple(fc.constantFrom('color', 'margin', 'padding', 'top', 'width'), fc.constantFrom('red', '#ffffff', '0px', '1.50em', '10%', 'auto'))
      .map(([name, value]) => `${name}: ${value}`);
    const rule = fc.tuple(
      fc.constantFrom('.a', '#b', 'div > p', 'a:hover', '.c .d'),
      fc.uniqueArray(declaration, { minLength: 1, maxLength: 4, selector: (text) => text.split(':')[0] }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(rule, { minLength: 1, maxLength: 8 }), async (rules) => {
        // Distinct selectors so that csso has no duplicate rule to drop.
        const css = rules.map(([selector, declarations], index) => `${selector}.n${index} { ${declarations.join('; ')}; }`).join('\n');
        const result = await minified(css);
        expect(result.verdict.level).toBe('ok');
        expect(result.output.length).toBeLessThanOrEqual(css.length);
      }),
      { numRuns: 50 },
    );
  });
});
