// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { readJson, writeJsonValue } from './json.logic';
import { NoteCounter, type DataValue } from './model.logic';
import { readSimpleYaml } from './yaml-fast-reader.logic';
import { readYaml } from './yaml.logic';
import { writeYamlDocument } from './yaml-writer.logic';

const json = (value: DataValue) => writeJsonValue(value, 0, new NoteCounter());
/** What the full parser (the yaml package) makes of the text, or null when it finds an error. */
function full(text: string): string | null {
  const documents = parseAllDocuments(text);
  if (!Array.isArray(documents) || documents.length !== 1 || documents[0]?.errors.length) return null;
  const result = readYaml(`# full parser\n${text}`);
  return result.ok ? json(result.documents[0] ?? null) : null;
}

describe('the fast YAML path', () => {
  it.each([
    ['a: 1\nb:\n  - x\n  - y: 2\n    z: "q\\"uote"\n', '{"a":1,"b":["x",{"y":2,"z":"q\\"uote"}]}'],
    ['- - 1\n  - 2\n- []\n- {}\n', '[[1,2],[],{}]'],
    [
      "key: 'it''s'\nn: ~\nhex: 0x1F\noct: 0o17\nf: .5\nbig: 123456789012345678901\n",
      '{"key":"it\'s","n":null,"hex":31,"oct":15,"f":0.5,"big":123456789012345678901}',
    ],
    ['list:\n- a\n- b\n', '{"list":["a","b"]}'],
  ])('reads %j as the yaml package does', (text, expected) => {
    const value = readSimpleYaml(text);
    expect(value === null ? null : json(value)).toBe(expected);
    expect(full(text)).toBe(expected);
  });

  it.each([
    ['a comment', 'a: 1 # one\n'],
    ['an anchor', 'a: &x 1\nb: *x\n'],
    ['a block scalar', 'a: |\n  text\n'],
    ['a flow list', 'a: [1, 2]\n'],
    ['a multi-line plain scalar', 'a: one\n  two\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['several documents', 'a: 1\n---\nb: 2\n'],
    ['a nested compact map', 'a: b: c\n'],
    ['a tab', 'a:\t1\n'],
  ])('leaves %s to the full parser', (_name, text) => {
    expect(readSimpleYaml(text)).toBeNull();
  });

  it('agrees with the yaml package on whatever it reads (random YAML-like text)', () => {
    let readByFastPath = 0;
    const token = fc.constantFrom(
      '1',
      '-1',
      '+5',
      '0x1F',
      '0o7',
      '.5',
      '1e3',
      '1.',
      '.inf',
      '-.Inf',
      '.nan',
      '~',
      'null',
      'Null',
      'True',
      'FALSE',
      'yes',
      'x',
      'a b',
      'a:b',
      'x]',
      '"q"',
      '"a\\"b"',
      "'it''s'",
      "'",
      '"',
      '[]',
      '{}',
      '-x',
      '?x',
      ':x',
      '12345678901234567890',
      '007',
      '1_000',
    );
    const line = fc.tuple(
      fc.constantFrom('', '  ', '    '),
      fc.constantFrom('', '- ', '- - '),
      fc.option(token, { nil: undefined }),
      fc.constantFrom(': ', ':', ''),
      fc.option(token, { nil: undefined }),
    );
    const text = fc
      .array(line, { minLength: 1, maxLength: 6 })
      .map((lines) => lines.map(([indent, dash, key, colon, value]) => `${indent}${dash}${key ?? ''}${colon}${value ?? ''}`).join('\n'));
    fc.assert(
      fc.property(text, (yaml) => {
        const fast = readSimpleYaml(yaml);
        if (fast !== null) {
          expect(json(fast)).toBe(full(yaml));
          readByFastPath += 1;
        }
      }),
      { numRuns: 3000 },
    );
    expect(readByFastPath).toBeGreaterThan(300);
  });

  it('reads what our writer writes, as the yaml package does', () => {
    let readByFastPath = 0;
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const model = readJson(JSON.stringify(value));
        const yaml = writeYamlDocument(model.ok ? (model.documents[0] ?? null) : null, 2, undefined, false);
        const fast = readSimpleYaml(yaml);
        if (fast !== null) expect(json(fast)).toBe(full(yaml));
        if (fast !== null) readByFastPath += 1;
      }),
      { numRuns: 1000 },
    );
    // Most of our own output is plain enough for the fast path: the property is not vacuous.
    expect(readByFastPath).toBeGreaterThan(500);
  });
});
