// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convertData, DEFAULT_OPTIONS, type Format } from './convert.logic';
import { readYaml } from './yaml.logic';

const convert = (from: Format, to: Format, text: string) => convertData({ from, to, text, options: DEFAULT_OPTIONS });
const toJson = (yaml: string) => {
  const result = convert('yaml', 'json', yaml);
  if (!result.ok) throw new Error(result.message);
  return JSON.parse(result.text) as unknown;
};

describe('YAML to JSON (cases in the style of the YAML test suite)', () => {
  it.each([
    [
      'anchors and aliases (spec example 2.10)',
      'hr:\n  - Mark McGwire\n  - &SS Sammy Sosa\nrbi:\n  - *SS\n  - Ken Griffey\n',
      { hr: ['Mark McGwire', 'Sammy Sosa'], rbi: ['Sammy Sosa', 'Ken Griffey'] },
    ],
    ['literal block scalar keeps line breaks (example 8.7)', 'text: |\n  line one\n  line two\n', { text: 'line one\nline two\n' }],
    ['folded block scalar folds them (example 8.10)', 'text: >\n  folded\n  line\n\n  next\n', { text: 'folded line\nnext\n' }],
    ['strip chomping', 'a: |-\n  x\n', { a: 'x' }],
    [
      'flow collections (example 2.5)',
      '- [name, hr, avg]\n- [Mark McGwire, 65, 0.278]\n',
      [
        ['name', 'hr', 'avg'],
        ['Mark McGwire', 65, 0.278],
      ],
    ],
    ['core schema scalars', 'a: ~\nb: yes\nc: 0o14\nd: 0x1F\ne: .inf\nf: "1"\n', { a: null, b: 'yes', c: 12, d: 31, e: null, f: '1' }],
    ['merge keys', 'base: &b {x: 1, y: 2}\nderived:\n  <<: *b\n  y: 3\n', { base: { x: 1, y: 2 }, derived: { x: 1, y: 3 } }],
  ])('%s', (_name, yaml, expected) => {
    expect(toJson(yaml)).toEqual(expected);
  });

  it('turns a multi-document stream into an array, and into one JSON Lines line per document', () => {
    const stream = '---\nname: a\n---\nname: b\n...\n';
    expect(toJson(stream)).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(convert('yaml', 'jsonl', stream)).toMatchObject({ ok: true, text: '{"name":"a"}\n{"name":"b"}\n' });
    expect(convert('jsonl', 'yaml', '{"name":"a"}\n{"name":"b"}\n')).toMatchObject({ ok: true, text: '---\nname: a\n---\nname: b\n' });
  });

  it('reads YAML 1.1 types as the nodes they are written as, as a YAML 1.2 reader does', () => {
    expect(toJson('--- !!set\n? a\n? b\n')).toEqual({ a: null, b: null });
    expect(toJson('--- !!omap\n- b: 1\n- a: 2\n')).toEqual([{ b: 1 }, { a: 2 }]);
    expect(toJson('gif: !!binary |\n  R0lGODlh\n  DAAMAIQ=\nwhen: !!timestamp 2001-12-14t21:59:43.10-05:00\n')).toEqual({
      gif: 'R0lGODlh\nDAAMAIQ=\n',
      when: '2001-12-14t21:59:43.10-05:00',
    });
  });

  it('converts a stream of comments and end markers to nothing, and says why', () => {
    expect(convert('yaml', 'json', '# only a comment\n...\n')).toEqual({
      ok: true,
      text: '',
      notes: ['This YAML holds no document, only comments or markers.'],
    });
    expect(toJson('Bare\ndocument\n...\n# No document\n...\n|\n%!PS-Adobe-2.0\n')).toEqual(['Bare document', '%!PS-Adobe-2.0\n']);
  });

  it('keeps integers beyond 2^53 exact', () => {
    expect(convert('yaml', 'json', 'id: 123456789012345678901234567890\n')).toMatchObject({ text: '{\n  "id": 123456789012345678901234567890\n}\n' });
  });

  it('keeps key order, numeric-looking keys included', () => {
    expect(convert('yaml', 'json', 'b: 1\n2: 2\na: 3\n')).toMatchObject({ text: '{\n  "b": 1,\n  "2": 2,\n  "a": 3\n}\n' });
  });

  it('names line and column of a syntax error', () => {
    const result = convert('yaml', 'json', 'a: 1\nb: [1, 2\nc: 3\n');
    expect(result).toMatchObject({ ok: false, position: { line: 3, column: 1 } });
    expect(!result.ok && result.message).toMatch(/^This YAML is not valid: [^(]+\.$/);
    expect(convert('yaml', 'json', 'a: 1\na: 2\n')).toMatchObject({ ok: false, position: { line: 2, column: 1 } });
  });

  it('refuses a billion-laughs bomb instead of expanding it', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let level = 1; level < 9; level += 1) {
      const name = String.fromCharCode(97 + level);
      const previous = String.fromCharCode(96 + level);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    const result = readYaml(levels.join('\n'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain('billion-laughs');
  });
});

describe('an alias that names no anchor', () => {
  it.each(['json', 'yaml'] as const)('is named at its own line and column (YAML to %s)', (to) => {
    expect(convert('yaml', to, 'a: 1\nb: &known 2\nc:\n  - *nosuchanchor\n')).toEqual({
      ok: false,
      message: 'This YAML is not valid: The alias *nosuchanchor has no &nosuchanchor anchor before it.',
      position: expect.objectContaining({ line: 4, column: 5 }),
    });
  });

  it('is not taken for an alias bomb in a later document of a stream', () => {
    const result = convert('yaml', 'json', 'a: &x 1\n---\nb: *x\n');
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('*x has no &x anchor'), position: { line: 3, column: 4 } });
  });
});

describe('comments', () => {
  const commented = '# Build settings\nname: app # the package name\n# Which Node to use\nnode: 20\nscripts:\n  # Runs the tests\n  test: vitest\n';

  it('YAML to YAML keeps every comment, anchor and style', () => {
    const source = '# head\nbase: &b { x: 1 } # flow\nuse: *b\nlist:\n  - "quoted" # why\n';
    expect(convert('yaml', 'yaml', source)).toMatchObject({ ok: true, text: source });
  });

  it('YAML to YAML keeps the spelling of every scalar (0755 is octal 493 to a YAML 1.1 reader)', () => {
    const source = 'mode: 0755\nversion: 1.10\nhex: 0x1F\nhalf: .5\nsigned: +12\nbig: 123456789012345678901234567890\nflag: NO\nnothing: ~\n';
    expect(convert('yaml', 'yaml', source)).toMatchObject({ ok: true, text: source });
  });

  it('YAML to TOML keeps comments before keys and at line ends', () => {
    expect(convert('yaml', 'toml', commented)).toMatchObject({
      text: '# Build settings\nname = "app" # the package name\n# Which Node to use\nnode = 20\n\n[scripts]\n# Runs the tests\ntest = "vitest"\n',
    });
  });

  it('YAML to XML keeps comments before elements', () => {
    const result = convert('yaml', 'xml', 'config:\n  # Which Node to use\n  node: 20\n');
    expect(result).toMatchObject({ text: '<?xml version="1.0" encoding="UTF-8"?>\n<config>\n  <!-- Which Node to use -->\n  <node>20</node>\n</config>\n' });
  });

  it('XML to YAML keeps comments before elements', () => {
    const result = convert('xml', 'yaml', '<config>\n  <!-- Which Node to use -->\n  <node>20</node>\n</config>');
    expect(result).toMatchObject({ text: 'config:\n  # Which Node to use\n  node: 20\n' });
  });
});
