// @vitest-environment node
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, stringify } from 'yaml';
import { formatYaml, type YamlFormatRequest } from './yaml-formatter.logic';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

function run(input: string, options: Partial<YamlFormatRequest> = {}) {
  return formatYaml({ input, minify: false, indentation: '2', sortKeys: false, ...options });
}

function format(input: string, options: Partial<YamlFormatRequest> = {}): string {
  const result = run(input, options);
  if (!result.ok) throw new Error(`${result.message} (${JSON.stringify(result.position)})`);
  return result.text;
}

/** The data of every document, as a YAML 1.2 reader sees it. */
const data = (text: string) => parseAllDocuments(text).map((document) => document.toJS({ maxAliasCount: -1 }) as unknown);

describe('errors name the fault and where it is', () => {
  it.each([
    ['duplicate key', 'a: 1\nb: 2\na: 3\n', 'Map keys must be unique.', 3, 1],
    ['unclosed flow sequence', 'a: [1, 2\nb: 3\n', 'Flow sequence in block collection must be sufficiently indented and end with a ].', 2, 1],
    ['unterminated quote', 'key: "open\n', 'Missing closing "quote.', 2, 1],
    ['tab indentation', 'a:\n\tb: 1\n', 'Tabs are not allowed as indentation.', 2, 1],
    ['bad indentation', 'a:\n  b: 1\n c: 2\n', 'All mapping items must start at the same column.', 3, 1],
    ['undefined alias', 'a: 1\nb: *nowhere\n', 'The alias *nowhere has no &nowhere anchor before it.', 2, 4],
    ['error in a later document', 'a: 1\n---\nb: [\n', 'Flow sequence in block collection must be sufficiently indented and end with a ].', 4, 1],
  ])('%s', (_name, input, message, line, column) => {
    expect(run(input)).toMatchObject({ ok: false, message, position: { line, column } });
  });

  it('says the input is empty, without a position', () => {
    expect(run(' \n')).toEqual({ ok: false, message: 'Input is empty.', position: null });
  });
});

describe('formatting keeps comments, anchors, block scalars and every document', () => {
  it.each([
    ['re-indents nested maps and sequences', 'a:\n    b:\n        - 1\n        - 2\n', 'a:\n  b:\n    - 1\n    - 2\n'],
    ['keeps comments where they were', '# head\na: 1 # why\n# before b\nb: 2\n', '# head\na: 1 # why\n# before b\nb: 2\n'],
    ['keeps anchors, aliases and merge keys', 'base: &b {x: 1}\nuse:\n  <<: *b\n  y: 2\n', 'base: &b { x: 1 }\nuse:\n  <<: *b\n  y: 2\n'],
    ['keeps literal block scalars', 'run: |\n  echo one\n  echo two\n', 'run: |\n  echo one\n  echo two\n'],
    ['keeps flow collections flow', 'args: [--port,  80]\n', 'args: [ --port, 80 ]\n'],
    ['keeps quoting style', 'a: "1"\nb: \'x\'\n', 'a: "1"\nb: \'x\'\n'],
    ['keeps every document of a stream', 'a: 1\n---\nb: 2\n...\n---\nc: 3\n', 'a: 1\n---\nb: 2\n...\n---\nc: 3\n'],
    ['keeps tags', 'when: !!str 2024-01-01\nbin: !!binary aGk=\n', 'when: !!str 2024-01-01\nbin: !!binary aGk=\n'],
    ['keeps a stream of comments alone', '# nothing yet  \n# really\n', '# nothing yet\n# really\n'],
  ])('%s', (_name, input, expected) => {
    expect(format(input)).toBe(expected);
  });

  it('indents with 4 spaces when asked (YAML forbids tabs)', () => {
    expect(format('a:\n  b: 1\n', { indentation: '4' })).toBe('a:\n    b: 1\n');
  });

  it('sorts keys at every depth, comments moving with their keys, merge keys first', () => {
    expect(format('b: 1\n# about a\na:\n  z: 1\n  <<: {q: 1}\n  m: [{y: 1, x: 2}]\n', { sortKeys: true })).toBe(
      '# about a\na:\n  <<: { q: 1 }\n  m: [ { x: 2, y: 1 } ]\n  z: 1\nb: 1\n',
    );
  });

  it('sorting that would put an alias before its anchor moves the anchor instead, keeping the data', () => {
    const input = 'zeta: &shared {k: v} # the original\nalpha: *shared # a reference\n';
    const sorted = format(input, { sortKeys: true });
    expect(sorted).toBe('alpha: &shared { k: v } # a reference\nzeta: *shared # the original\n');
    expect(data(sorted)).toEqual(data(input));
  });

  it('minifies each document to one line of flow style, without comments', () => {
    expect(format('# c\na: 1 # t\nlist:\n  - x\n  - y\ntext: |\n  two\n  lines\n---\nb: 2\n', { minify: true })).toBe(
      '{a: 1, list: [x, y], text: "two\\nlines\\n"}\n---\n{b: 2}\n',
    );
  });

  it('notes YAML 1.1 pitfalls with their lines', () => {
    const result = run('country: NO\nenabled: yes\ntime: 1:30\nzip: 01234\nquoted: "no"\n');
    expect(result.ok && result.pitfalls.map((pitfall) => [pitfall.position.line, pitfall.message])).toEqual([
      [1, 'NO is the string "NO" in YAML 1.2, but a boolean in YAML 1.1 (PyYAML, older tools): quote it to keep it a string.'],
      [2, 'yes is the string "yes" in YAML 1.2, but a boolean in YAML 1.1 (PyYAML, older tools): quote it to keep it a string.'],
      [3, '1:30 is the string "1:30" in YAML 1.2, but a base-60 number in YAML 1.1: quote it to keep it a string.'],
      [4, '01234 is the number 1234 in YAML 1.2, but an octal number in YAML 1.1: quote it if it is a code.'],
    ]);
  });

  it('refuses a billion-laughs document without expanding it', () => {
    const laughs = ['a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let level = 1; level < 9; level += 1)
      laughs.push(
        `${'abcdefghi'[level]}: &${'abcdefghi'[level]} [${Array(9)
          .fill(`*${'abcdefghi'[level - 1]}`)
          .join(', ')}]`,
      );
    const formatted = format(laughs.join('\n'));
    expect(formatted.length).toBeLessThan(1_000);
  });
});

describe('scalars keep the spelling they were written with', () => {
  // Real-world values whose YAML 1.1 reading (PyYAML, Ansible) or 1.2 reading depends on the exact spelling.
  const spellings = [
    '0755',
    '0o755',
    '012',
    '0x1F',
    '0b101',
    '+12',
    '-0',
    '1_000',
    '1.10',
    '1e3',
    '1.0e+3',
    '.5',
    '-.INF',
    '.NaN',
    'NO',
    'yes',
    'On',
    'TRUE',
    '~',
    'null',
    'Null',
    '"quoted"',
    "'single'",
    '2001-12-14',
    '12:30:00',
  ];
  const block = spellings.map((spelling, index) => `k${index}: ${spelling}\n`).join('');
  const yaml11 = (text: string) => parseAllDocuments(text, { version: '1.1' }).map((document) => document.toJS() as unknown);

  it('formatting writes every one of them as it was', () => {
    expect(format(block)).toBe(block);
    expect(format(block, { indentation: '4' })).toBe(block);
  });

  it('minifying and sorting too, so a YAML 1.1 reader sees the same data', () => {
    const minified = format(block, { minify: true });
    expect(minified).toBe(`{${spellings.map((spelling, index) => `k${index}: ${spelling}`).join(', ')}}\n`);
    expect(format(block, { sortKeys: true }).split('\n').sort()).toEqual(block.split('\n').sort());
    expect(yaml11(format(block))).toEqual(yaml11(block));
    expect(yaml11(minified)).toEqual(yaml11(block));
  });

  it("YAML 1.1's !!binary and !!timestamp keep their text, wrapping and offset", () => {
    const input =
      'gif: !!binary |\n  R0lGODlhDAAMAIQAAP//9/X17unp5WZmZgAAAOfn515eXvPz7Y6OjuDg4J+fn5\n  OTk6enp56enmlpaWNjY6Ojo4SEhP/++f/++f/++f/++f/++f/++f/++f/++f/+\nwhen: !!timestamp 2001-12-14t21:59:43.10-05:00\n';
    expect(format(input)).toBe(input);
    expect(format(input, { sortKeys: true })).toBe(input);
  });

  it('keys, sequence items, comments and key order are kept as before', () => {
    const input = '# permissions\nfiles:\n  - mode: 0755 # rwxr-xr-x\n    0644: read\n  - [0x1F, +12, .5]\nversion: 1.10\n';
    expect(format(input)).toBe('# permissions\nfiles:\n  - mode: 0755 # rwxr-xr-x\n    0644: read\n  - [ 0x1F, +12, .5 ]\nversion: 1.10\n');
  });
});

describe('real documents', () => {
  it.each([['deployment.yaml'], ['ci.yml'], ['docker-compose.yml']])('%s keeps its data, formatted, minified and sorted', (name) => {
    const input = sample(name);
    expect(data(format(input))).toEqual(data(input));
    expect(data(format(input, { minify: true }))).toEqual(data(input));
    expect(data(format(input, { sortKeys: true }))).toEqual(data(input));
  });

  it('a Kubernetes manifest keeps its comment and both documents', () => {
    const formatted = format(sample('deployment.yaml'));
    expect(formatted.startsWith('# A Kubernetes Deployment and its Service\napiVersion: apps/v1\n')).toBe(true);
    expect(formatted).toContain('\n---\napiVersion: v1\nkind: Service\n');
    expect(formatted).toContain('      containers:\n        - name: web\n');
  });

  it('a GitHub Actions workflow keeps its run block and expressions', () => {
    const formatted = format(sample('ci.yml'));
    expect(formatted).toContain('        run: |\n          npm run lint\n          npm test -- --reporter=dot\n');
    expect(formatted).toContain('node-version: ${{ matrix.node }}');
  });
});

// Values made of maps, sequences and scalars that need quoting or not.
const scalar = fc.oneof(
  fc.constantFrom('plain', 'two words', 'yes', '', 'a: b', '- x', '#no', 'multi\nline', '"q"', "it's", '  pad '),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const { value } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { maxDepth: 4, depthIdentifier: 'yaml' },
    scalar,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom('a', 'b', 'key with space', 'x.y', '1', 'on'), tie('value'), { maxKeys: 4 }),
  ),
}));
const styles = fc.constantFrom<'block' | 'flow'>('block', 'flow');
const streams = fc
  .tuple(fc.array(value, { minLength: 1, maxLength: 3 }), styles)
  .map(([values, style]) => values.map((item) => stringify(item, { collectionStyle: style })).join('---\n'));

describe('round trips (property)', () => {
  it('formatting, minifying and sorting keep the data of every document', () => {
    fc.assert(
      fc.property(streams, (yaml) => {
        const expected = data(yaml);
        expect(data(format(yaml))).toEqual(expected);
        expect(data(format(yaml, { minify: true }))).toEqual(expected);
        expect(data(format(yaml, { sortKeys: true }))).toEqual(expected);
      }),
    );
  });

  it('format(minify(x)) keeps the data, and formatting twice changes nothing', () => {
    fc.assert(
      fc.property(streams, (yaml) => {
        const formatted = format(yaml);
        expect(format(formatted)).toBe(formatted);
        expect(data(format(format(yaml, { minify: true })))).toEqual(data(yaml));
      }),
    );
  });
});
