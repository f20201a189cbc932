// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convertData, DEFAULT_OPTIONS, type ConvertOptions, type Format } from './convert.logic';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const convert = (from: Format, to: Format, text: string, options: Partial<ConvertOptions> = {}) => {
  const result = convertData({ from, to, text, options: { ...DEFAULT_OPTIONS, ...options } });
  if (!result.ok) throw new Error(result.message);
  return result;
};
const json = (from: Format, name: string, options: Partial<ConvertOptions> = {}) =>
  JSON.parse(convert(from, 'json', fixture(name), options).text) as Record<string, unknown>;

describe('real files', () => {
  it('a GitHub Actions workflow: "on" stays a key, ${{ }} stays text, comments reach TOML', () => {
    const workflow = json('yaml', 'ci.yml');
    expect(Object.keys(workflow)).toEqual(['name', 'on', 'env', 'jobs']);
    expect(workflow.on).toEqual({ push: { branches: ['main'] }, pull_request: null });
    expect(workflow.jobs).toMatchObject({ test: { 'runs-on': '${{ matrix.os }}', steps: expect.arrayContaining([{ run: 'npm run lint\nnpm test\n' }]) } });
    // pull_request is null, which TOML has not: it is left out and the note says so.
    const toml = convert('yaml', 'toml', fixture('ci.yml'));
    expect(toml.text.startsWith('# GitHub Actions: test on every push\nname = "CI"\n')).toBe(true);
    expect(toml.notes).toEqual(['Left out 1 null value: TOML has no null.']);
  });

  it('a Cargo.toml: quoted table keys, arrays of tables and inline tables survive TOML → YAML → TOML', () => {
    const cargo = json('toml', 'Cargo.toml');
    expect(cargo).toMatchObject({ bin: [{ name: 'rg', bench: false }], dependencies: { grep: { version: '0.3.1', path: 'crates/grep' } } });
    expect(cargo.target).toEqual({ 'cfg(all(target_env = "musl", target_pointer_width = "64"))': { dependencies: { jemallocator: { version: '0.5.0' } } } });
    const yaml = convert('toml', 'yaml', fixture('Cargo.toml')).text;
    expect(convert('yaml', 'json', yaml).text).toBe(convert('toml', 'json', fixture('Cargo.toml')).text);
  });

  it('a pyproject.toml becomes YAML with the same values', () => {
    expect(convert('toml', 'yaml', fixture('pyproject.toml')).text).toContain(
      'project:\n  name: httpx\n  description: The next generation HTTP client.\n  requires-python: ">=3.8"\n',
    );
  });

  it('a Maven pom.xml: namespaces are attributes, repeated dependencies an array, the comment kept in YAML', () => {
    const pom = json('xml', 'pom.xml');
    expect(pom.project).toMatchObject({ '@_xmlns': 'http://maven.apache.org/POM/4.0.0', modelVersion: '4.0.0', properties: { 'java.version': 17 } });
    expect((pom.project as { dependencies: { dependency: unknown[] } }).dependencies.dependency).toHaveLength(2);
    expect(convert('xml', 'yaml', fixture('pom.xml')).text).toContain('  # The coordinates of this artifact\n  groupId: com.example\n');
    // Back to XML: the same document, element for element.
    const again = convert('json', 'xml', convert('xml', 'json', fixture('pom.xml')).text).text;
    expect(convert('xml', 'json', again).text).toBe(convert('xml', 'json', fixture('pom.xml')).text);
  });

  it('an Excel export (BOM, semicolons, CRLF, decimal commas, quoted line breaks)', () => {
    const rows = JSON.parse(convert('csv', 'json', fixture('excel-export.csv')).text) as Record<string, unknown>[];
    expect(Object.keys(rows[0] ?? {})).toEqual(['Order ID', 'Customer', 'Amount', 'Shipped', 'Note']);
    expect(rows.map((row) => row['Order ID'])).toEqual([10248, 10249, 10250]);
    // "32,38" is not a number in JSON's grammar: kept as the text it is.
    expect(rows[0]).toMatchObject({ Customer: 'Vins et alcools Chevalier', Amount: '32,38', Shipped: 'TRUE', Note: null });
    expect(rows[1]?.Note).toBe('Ring twice; "urgent"');
    expect(rows[2]?.Note).toBe('Line one\r\nline two');
  });

  it('a PostgreSQL COPY ... CSV HEADER export keeps its 20-digit balance exact', () => {
    const text = convert('csv', 'json', fixture('postgres-export.csv')).text;
    expect(text).toContain('"balance": 12345678901234567890');
    expect(JSON.parse(text)).toMatchObject([
      { name: 'Ada', tags: '{a,b}' },
      { name: "O'Brien, Pat", balance: -0.5, tags: null },
    ]);
  });
});
