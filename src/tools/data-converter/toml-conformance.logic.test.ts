// @vitest-environment node
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { convertData, DEFAULT_OPTIONS, type Format } from './convert.logic';

/*
 * toml-test's cases are not on npm (the `toml-test` package is a wrapper that downloads the Go runner at run
 * time), so these cases are written here from the TOML 1.0.0 specification, grouped as toml-test groups its own.
 * smol-toml reads TOML 1.1.0; the 1.1 additions are marked.
 */
const convert = (from: Format, to: Format, text: string) => convertData({ from, to, text, options: DEFAULT_OPTIONS });

const valid: [string, string, unknown][] = [
  ['comment/everywhere', '# head\n[a] # table\nb = 1 # value\nc = [ # open\n  1, # one\n  2 # two\n] # close\n', { a: { b: 1, c: [1, 2] } }],
  ['comment/no-space-before', 'a = 1#tight\n', { a: 1 }],
  ['key/bare', 'A-b_9 = 1\n', { 'A-b_9': 1 }],
  ['key/quoted', '"a b" = 1\n\'c"d\' = 2\n"ʎǝʞ" = 3\n', { 'a b': 1, 'c"d': 2, ʎǝʞ: 3 }],
  ['key/empty-quoted', '"" = 1\n', { '': 1 }],
  ['key/dotted-with-spaces', 'a . b = 1\nsite."google.com" = true\n', { a: { b: 1 }, site: { 'google.com': true } }],
  ['key/numeric-dotted', '3.14159 = "pi"\n', { '3': { '14159': 'pi' } }],
  ['key/case-sensitive', 'a = 1\nA = 2\n', { a: 1, A: 2 }],
  ['key/special-words', 'true = 1\ninf = 2\nnan = 3\n', { true: 1, inf: 2, nan: 3 }],
  ['string/escapes', 'a = "\\b\\t\\n\\f\\r\\"\\\\\\u00E9\\U0001F600"\n', { a: '\b\t\n\f\r"\\é😀' }],
  ['string/multiline-line-ending-backslash', 'a = """\\\n  one \\\n  two"""\n', { a: 'one two' }],
  ['string/multiline-first-newline-trimmed', 'a = """\nx\ny"""\n', { a: 'x\ny' }],
  ['string/multiline-quotes', 'a = """a""b"""""\n', { a: 'a""b""' }],
  ['string/literal', "a = 'C:\\Users\\nodejs'\nb = '<\\i\\c*\\s*>'\n", { a: 'C:\\Users\\nodejs', b: '<\\i\\c*\\s*>' }],
  ['string/literal-multiline', "a = '''\nfirst\\n\n  second'''\nb = ''''quoted'''\n", { a: 'first\\n\n  second', b: "'quoted" }],
  ['string/unicode-literal', 'a = "δ"\nb = \'😀\'\n', { a: 'δ', b: '😀' }],
  ['integer/signs-and-zero', 'a = +99\nb = -17\nc = 0\nd = +0\ne = -0\n', { a: 99, b: -17, c: 0, d: 0, e: 0 }],
  ['integer/underscores', 'a = 1_000\nb = 5_349_221\n', { a: 1000, b: 5349221 }],
  ['integer/bases', 'a = 0xDEAD_beef\nb = 0o755\nc = 0b1101_0110\nd = 0x00\n', { a: 3735928559, b: 493, c: 214, d: 0 }],
  ['float/fractional', 'a = 3.14\nb = -0.01\nc = +1.0\n', { a: 3.14, b: -0.01, c: 1 }],
  ['float/exponent', 'a = 5e+22\nb = 1e06\nc = -2E-2\nd = 6.626e-34\n', { a: 5e22, b: 1e6, c: -0.02, d: 6.626e-34 }],
  ['float/underscores', 'a = 224_617.445_991_228\n', { a: 224617.445991228 }],
  ['bool/both', 'a = true\nb = false\n', { a: true, b: false }],
  [
    'datetime/all-four-kinds',
    'odt = 1979-05-27T07:32:00Z\nspace = 1979-05-27 07:32:00-07:00\nldt = 1979-05-27T00:32:00.999\nld = 1979-05-27\nlt = 00:32:00\n',
    // Each as written (toml-test compares values; the Data Converter also keeps the spelling).
    { odt: '1979-05-27T07:32:00Z', space: '1979-05-27 07:32:00-07:00', ldt: '1979-05-27T00:32:00.999', ld: '1979-05-27', lt: '00:32:00' },
  ],
  ['datetime/leap-day', 'a = 2024-02-29\n', { a: '2024-02-29' }],
  [
    'array/kinds',
    'a = [1, 2]\nb = ["a", \'b\']\nc = [[1, 2], ["x"]]\nd = [1, "mixed", { x = 1 }]\n',
    {
      a: [1, 2],
      b: ['a', 'b'],
      c: [[1, 2], ['x']],
      d: [1, 'mixed', { x: 1 }],
    },
  ],
  ['array/multiline-trailing-comma', 'a = [\n  1,\n  2,\n]\nb = []\n', { a: [1, 2], b: [] }],
  ['inline-table/dotted-and-nested', 'a = { x = 1, y.z = 2, n = { m = [] } }\nb = {}\n', { a: { x: 1, y: { z: 2 }, n: { m: [] } }, b: {} }],
  ['table/dotted-header', '[a.b.c]\nd = 1\n[ e . "f g" ]\nh = 2\n', { a: { b: { c: { d: 1 } } }, e: { 'f g': { h: 2 } } }],
  ['table/super-table-after-sub-table', '[a.b]\nc = 1\n[a]\nd = 2\n', { a: { b: { c: 1 }, d: 2 } }],
  [
    'table/sub-table-of-dotted-key',
    '[fruit]\napple.color = "red"\n[fruit.apple.texture]\nsmooth = true\n',
    {
      fruit: { apple: { color: 'red', texture: { smooth: true } } },
    },
  ],
  [
    'array-of-tables/with-sub-tables',
    '[[fruits]]\nname = "apple"\n[fruits.physical]\ncolor = "red"\n[[fruits.varieties]]\nname = "red delicious"\n[[fruits]]\nname = "banana"\n',
    { fruits: [{ name: 'apple', physical: { color: 'red' }, varieties: [{ name: 'red delicious' }] }, { name: 'banana' }] },
  ],
  ['1.1/inline-table-newlines-and-trailing-comma', 'a = {\n  x = 1,\n  y = 2,\n}\n', { a: { x: 1, y: 2 } }],
  ['1.1/escape-e-and-x', 'a = "\\e[0m\\x41"\n', { a: '\u001b[0mA' }],
  ['1.1/datetime-without-seconds', 'a = 1979-05-27T07:32Z\n', { a: '1979-05-27T07:32:00Z' }],
];

const invalid: [string, string][] = [
  ['integer/positive-overflow', 'a = 9223372036854775808\n'],
  ['integer/negative-overflow', 'a = -9223372036854775809\n'],
  ['integer/hex-overflow', 'a = 0x1_0000_0000_0000_0000\n'],
  ['integer/leading-zero', 'a = 012\n'],
  ['integer/leading-zero-negative', 'a = -012\n'],
  ['integer/double-underscore', 'a = 1__2\n'],
  ['integer/trailing-underscore', 'a = 1_\n'],
  ['integer/leading-underscore', 'a = _1\n'],
  ['integer/signed-hex', 'a = +0x1F\n'],
  ['integer/capital-prefix', 'a = 0X1F\n'],
  ['integer/incomplete-oct', 'a = 0o\n'],
  ['integer/invalid-oct-digit', 'a = 0o8\n'],
  ['float/leading-dot', 'a = .5\n'],
  ['float/trailing-dot', 'a = 5.\n'],
  ['float/dot-before-exponent', 'a = 1.e2\n'],
  ['float/trailing-underscore-exponent', 'a = 1e2_\n'],
  ['float/underscore-before-exponent', 'a = 1_e2\n'],
  ['float/nan-capital', 'a = NaN\n'],
  ['float/inf-capital', 'a = Inf\n'],
  ['bool/capital', 'a = True\n'],
  ['key/duplicate', 'a = 1\na = 2\n'],
  ['key/no-value', 'a =\n'],
  ['key/two-on-a-line', 'a = 1 b = 2\n'],
  ['key/empty-bare', '= 1\n'],
  ['key/dotted-trailing-dot', 'a. = 1\n'],
  ['key/multiline-string', '"""a""" = 1\n'],
  ['key/text-after-value', 'a = "x" y\n'],
  ['table/duplicate', '[a]\n[a]\n'],
  ['table/redefines-key', 'a = 1\n[a]\n'],
  ['table/space-in-bare-key', '[a b]\n'],
  ['table/redefines-dotted-table', '[a]\nb.c = 1\n[a.b]\n'],
  ['table/after-array-of-tables', '[[a]]\n[a]\n'],
  ['inline-table/extended-by-dotted-key', 'a = { b = 1 }\na.c = 2\n'],
  ['array/unclosed', 'a = [1, 2\n'],
  ['array/no-comma', 'a = [1 2]\n'],
  ['array/leading-comma', 'a = [,1]\n'],
  ['array/static-extended-by-table-array', 'a = []\n[[a]]\n'],
  ['array/inline-extended-by-table', 'a = [{ b = 1 }]\n[a.c]\n'],
  ['string/unterminated', 'a = "abc\n'],
  ['string/bad-escape', 'a = "\\q"\n'],
  ['string/surrogate-escape', 'a = "\\uD800"\n'],
  ['string/escape-past-unicode', 'a = "\\U00110000"\n'],
  ['string/newline-in-basic', 'a = "a\nb"\n'],
  ['string/four-quotes-in-literal-multiline', "a = '''a''''b'''\n"],
  ['control/in-string', 'a = "\u0001"\n'],
  ['control/del-in-string', 'a = "\u007f"\n'],
  ['control/in-comment', '# \u0001\na = 1\n'],
  ['control/bare-cr', 'a = 1\rb = 2\n'],
  ['datetime/month-13', 'a = 2021-13-01\n'],
  ['datetime/hour-24', 'a = 2021-01-01T24:00:00Z\n'],
  ['datetime/trailing-t', 'a = 2021-01-01T\n'],
  ['datetime/time-with-offset', 'a = 12:30:00Z\n'],
];

describe('TOML conformance: valid documents', () => {
  it.each(valid)('%s reads as the data the spec gives', (_name, toml, expected) => {
    const result = convert('toml', 'json', toml);
    if (!result.ok) throw new Error(result.message);
    expect(JSON.parse(result.text)).toEqual(expected);
  });

  it.each(valid)('%s is written back as TOML that reads as the same data', (_name, toml) => {
    const result = convert('toml', 'toml', toml);
    if (!result.ok) throw new Error(result.message);
    expect(parse(result.text, { integersAsBigInt: 'asNeeded' })).toEqual(parse(toml, { integersAsBigInt: 'asNeeded' }));
  });

  it('integer/int64-limits stay exact', () => {
    expect(convert('toml', 'json', 'max = 9223372036854775807\nmin = -9223372036854775808\n')).toMatchObject({
      text: '{\n  "max": 9223372036854775807,\n  "min": -9223372036854775808\n}\n',
    });
  });
});

describe('TOML conformance: invalid documents are refused', () => {
  it.each(invalid)('%s', (_name, toml) => {
    expect(convert('toml', 'json', toml)).toMatchObject({ ok: false, message: expect.stringMatching(/^This TOML is not valid: /) });
  });

  it('names the integer beyond 64 bits and where it is', () => {
    expect(convert('toml', 'json', 'ok = 1\n[big]\nid = 0x1_0000_0000_0000_0000\n')).toEqual({
      ok: false,
      message: "This TOML is not valid: 18446744073709551616 is outside TOML's 64-bit integer range (-9223372036854775808 to 9223372036854775807).",
      position: expect.objectContaining({ line: 3, column: 6 }),
    });
  });
});
