// @vitest-environment node
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { convertData, DEFAULT_OPTIONS, type Format } from './convert.logic';

const convert = (from: Format, to: Format, text: string) => convertData({ from, to, text, options: DEFAULT_OPTIONS });
const tomlToJson = (toml: string) => {
  const result = convert('toml', 'json', toml);
  if (!result.ok) throw new Error(result.message);
  return result.text;
};

describe('TOML to JSON (examples of the TOML 1.0 specification)', () => {
  it.each([
    [
      'dotted keys',
      'name = "Orange"\nphysical.color = "orange"\nsite."google.com" = true\n',
      { name: 'Orange', physical: { color: 'orange' }, site: { 'google.com': true } },
    ],
    ['inline tables', 'point = { x = 1, y = 2 }\nanimal = { type.name = "pug" }\n', { point: { x: 1, y: 2 }, animal: { type: { name: 'pug' } } }],
    [
      'arrays of tables',
      '[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]  # empty table within the array\n\n[[products]]\nname = "Nail"\n',
      { products: [{ name: 'Hammer', sku: 738594937 }, {}, { name: 'Nail' }] },
    ],
    ['integers in every base', 'hex = 0xDEADBEEF\noct = 0o755\nbin = 0b11010110\nbig = 1_000\n', { hex: 3735928559, oct: 493, bin: 214, big: 1000 }],
    [
      'multi-line strings',
      'str = """\nRoses are red\nViolets are blue"""\nlit = \'C:\\Users\'\n',
      { str: 'Roses are red\nViolets are blue', lit: 'C:\\Users' },
    ],
  ])('%s', (_name, toml, expected) => {
    expect(JSON.parse(tomlToJson(toml))).toEqual(expected);
  });

  it('keeps dates and times as their text, without milliseconds they did not have', () => {
    const json = tomlToJson('odt = 1979-05-27T07:32:00-08:00\nld = 1979-05-27\nlt = 07:32:00\nldt = 1979-05-27T07:32:00\n');
    expect(JSON.parse(json)).toEqual({ odt: '1979-05-27T07:32:00-08:00', ld: '1979-05-27', lt: '07:32:00', ldt: '1979-05-27T07:32:00' });
    // The TOML spec's own examples: a space for T, microseconds, a lower-case z.
    const spec = tomlToJson('a = 1979-05-27 07:32:00Z\nb = 1979-05-27T00:32:00.999999-07:00\nc = 00:32:00.999999\nd = 1979-05-28t07:32:00z\n');
    expect(JSON.parse(spec)).toEqual({ a: '1979-05-27 07:32:00Z', b: '1979-05-27T00:32:00.999999-07:00', c: '00:32:00.999999', d: '1979-05-28t07:32:00z' });
  });

  it('refuses a day past the end of its month at its place, as TOML requires', () => {
    expect(convert('toml', 'json', 'a = 1\nwhen = 2021-02-30\n')).toMatchObject({
      ok: false,
      message: 'This TOML is not valid: 2021-02-30 is not a date: February 2021 has 28 days.',
      position: { line: 2, column: 8 },
    });
    expect(convert('toml', 'json', 'leap = 2024-02-29T10:00:00Z\n')).toMatchObject({ ok: true });
    // The same text inside a string is just text.
    expect(convert('toml', 'json', 'note = "due 2021-02-30"\n')).toMatchObject({ ok: true });
  });

  it('keeps 64-bit integers exact', () => {
    expect(tomlToJson('max = 9223372036854775807\nmin = -9223372036854775808\n')).toBe('{\n  "max": 9223372036854775807,\n  "min": -9223372036854775808\n}\n');
  });

  it('names line and column of an error', () => {
    const result = convert('toml', 'json', 'a = 1\nb = [1,\nc');
    expect(result).toMatchObject({ ok: false, position: { line: 3, column: 1 } });
    expect(convert('toml', 'json', 'a = 1\na = 2\n')).toMatchObject({ ok: false, position: { line: 2 } });
  });
});

describe('JSON to TOML', () => {
  it('writes plain keys before tables, arrays of tables as [[...]] and quotes keys that need it', () => {
    const json =
      '{"title":"x","owner":{"name":"Tom","dob":"1979-05-27"},"ports":[8000,8001],"my key":1,"servers":[{"ip":"10.0.0.1"},{"ip":"10.0.0.2"}],"after":true}';
    expect(convert('json', 'toml', json)).toMatchObject({
      text: 'title = "x"\nports = [8000, 8001]\n"my key" = 1\nafter = true\n\n[owner]\nname = "Tom"\ndob = "1979-05-27"\n\n[[servers]]\nip = "10.0.0.1"\n\n[[servers]]\nip = "10.0.0.2"\n',
    });
  });

  it('escapes strings, writes inline tables inside arrays and leaves null out with a note', () => {
    expect(convert('json', 'toml', '{"s":"a\\"b\\n\\u0001","mixed":[1,{"a":2}],"gone":null}')).toEqual({
      ok: true,
      text: 's = "a\\"b\\n\\u0001"\nmixed = [1, { a = 2 }]\n',
      notes: ['Left out 1 null value: TOML has no null.'],
    });
  });

  it('says why a top-level list or several documents cannot be TOML', () => {
    expect(convert('json', 'toml', '[1, 2]')).toMatchObject({ ok: false, message: expect.stringContaining("TOML's top level is a table of keys") });
    expect(convert('yaml', 'toml', 'a: 1\n---\na: 2\n')).toMatchObject({ ok: false, message: expect.stringContaining('TOML holds one document') });
  });

  it('TOML to TOML keeps dates, big integers and floats', () => {
    const toml = 'when = 1979-05-27T07:32:00.000Z\nbig = 9223372036854775807\npi = 3.14\ninf = inf\n';
    expect(convert('toml', 'toml', toml)).toMatchObject({ text: toml });
  });
});

describe('TOML comments', () => {
  const toml = `# Package
[package]
name = "rg" # the binary's name
# The 2021 edition
edition = "2021"
authors = [
  "A", # first
  "B",
]
doc = """
# not a comment
"""

# Every binary
[[bin]]
name = "rg"

[[bin]]
# Second one
name = "rg2"
`;

  it('reach YAML: before keys, before tables and at line ends; not from inside strings or arrays', () => {
    expect(convert('toml', 'yaml', toml)).toMatchObject({
      text:
        '# Package\npackage:\n  name: rg # the binary\'s name\n  # The 2021 edition\n  edition: "2021"\n  authors:\n    - A\n    - B\n  doc: |\n    # not a comment\n' +
        '# Every binary\nbin:\n  - name: rg\n  - # Second one\n    name: rg2\n',
    });
  });

  it('TOML to TOML keeps them', () => {
    const result = convert('toml', 'toml', toml);
    expect(result.ok && result.text).toContain('[package]\nname = "rg" # the binary\'s name\n# The 2021 edition\nedition = "2021"\n');
    expect(result.ok && result.text).toContain('\n# Every binary\n[[bin]]\nname = "rg"\n\n[[bin]]\n# Second one\nname = "rg2"\n');
  });
});

describe('JSON to TOML: integers beyond 64 bits', () => {
  it('writes them as strings that keep every digit, says so, and the output parses', () => {
    const result = convert(
      'json',
      'toml',
      '{"big": 12345678901234567890, "low": -9223372036854775809, "max": 9223372036854775807, "min": -9223372036854775808, "list": [18446744073709551616]}',
    );
    expect(result).toEqual({
      ok: true,
      text: 'big = "12345678901234567890"\nlow = "-9223372036854775809"\nmax = 9223372036854775807\nmin = -9223372036854775808\nlist = ["18446744073709551616"]\n',
      notes: ["Wrote 3 integers outside TOML's 64-bit range as text, keeping every digit (a TOML float would round it)."],
    });
    expect(parse(result.ok ? result.text : '', { integersAsBigInt: 'asNeeded' })).toEqual({
      big: '12345678901234567890',
      low: '-9223372036854775809',
      max: 9223372036854775807n,
      min: -9223372036854775808n,
      list: ['18446744073709551616'],
    });
  });

  it('writes a float as large as 1e20 as a float, not as 21 digits TOML would refuse', () => {
    const result = convert('json', 'toml', '{"a": 1e20, "b": -2.5e30}');
    expect(result).toMatchObject({ ok: true, text: 'a = 1e+20\nb = -2.5e+30\n', notes: [] });
    expect(parse(result.ok ? result.text : '')).toEqual({ a: 1e20, b: -2.5e30 });
  });
});
