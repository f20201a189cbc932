// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convertData, DEFAULT_OPTIONS, type ConvertOptions, type Format } from './convert.logic';
import { detectDelimiter, splitRecords } from './csv.logic';

const convert = (from: Format, to: Format, text: string, options: Partial<ConvertOptions> = {}) =>
  convertData({ from, to, text, options: { ...DEFAULT_OPTIONS, ...options } });
const csvToJson = (csv: string, options: Partial<ConvertOptions> = {}) => {
  const result = convert('csv', 'json', csv, options);
  if (!result.ok) throw new Error(result.message);
  return JSON.parse(result.text) as unknown;
};
const fields = (csv: string) => splitRecords(csv, ',').map((row) => row.fields.map((field) => field.text));

describe('CSV records (RFC 4180)', () => {
  it.each([
    [
      'CRLF line ends (2.1)',
      'aaa,bbb,ccc\r\nzzz,yyy,xxx\r\n',
      [
        ['aaa', 'bbb', 'ccc'],
        ['zzz', 'yyy', 'xxx'],
      ],
    ],
    [
      'no line end after the last record (2.2)',
      'aaa,bbb\nzzz,yyy',
      [
        ['aaa', 'bbb'],
        ['zzz', 'yyy'],
      ],
    ],
    ['quoted fields (2.5)', '"aaa","bbb"\n', [['aaa', 'bbb']]],
    ['line breaks and commas inside quotes (2.6)', '"aaa","b\r\nbb","c,cc"\n', [['aaa', 'b\r\nbb', 'c,cc']]],
    ['a doubled quote is a quote (2.7)', '"aaa","b""bb","ccc"\n', [['aaa', 'b"bb', 'ccc']]],
    ['empty fields', ',,\n', [['', '', '']]],
    ['spaces are part of a field (2.4)', ' a , b \n', [[' a ', ' b ']]],
  ])('%s', (_name, csv, expected) => {
    expect(fields(csv)).toEqual(expected);
  });

  it.each([
    ['an unclosed quote', 'a,b\n1,"2\n', 2, 3, 'This quoted field is not closed'],
    ['a quote inside an unquoted field', 'a,b\n1,x"y\n', 2, 4, 'A double quote inside an unquoted field'],
    ['text after a closing quote', 'a,b\n"1"x,2\n', 2, 4, 'Expected the delimiter or the end of the line after a closing quote'],
    ['a row of another width', 'a,b\n1,2\n3\n', 3, 1, 'This row has 1 field and the first row has 2'],
  ])('names the line and column of %s', (_name, csv, line, column, message) => {
    const result = convert('csv', 'json', csv);
    expect(result).toMatchObject({ ok: false, position: { line, column } });
    expect(!result.ok && result.message).toContain(message);
  });
});

describe('CSV to JSON', () => {
  it('detects the header and infers numbers, booleans and empty cells; quoted fields stay text', () => {
    expect(csvToJson('name,age,admin,note\nAda,36,true,\nBob,"42",false,"007"\n')).toEqual([
      { name: 'Ada', age: 36, admin: true, note: null },
      { name: 'Bob', age: '42', admin: false, note: '007' },
    ]);
  });

  it('keeps every value text with Infer types off', () => {
    expect(csvToJson('n\n1\n', { inferTypes: false, header: 'yes' })).toEqual([{ n: '1' }]);
  });

  it('reads rows without a header as lists, and the header choice can be forced', () => {
    expect(csvToJson('1,2\n3,4\n')).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(csvToJson('a,b\nc,d\n', { header: 'no' })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(csvToJson('1,2\n3,4\n', { header: 'yes' })).toEqual([{ '1': 3, '2': 4 }]);
  });

  it.each([
    [',', 'a,b\n1,2\n'],
    [';', 'a;b\n1;"2;3"\n'],
    ['\t', 'a\tb\n1\t2\n'],
    ['|', 'a|b|c\n1|2|3\n'],
  ])('detects the delimiter %j', (delimiter, csv) => {
    expect(detectDelimiter(csv)).toBe(delimiter);
  });

  it('keeps integers beyond 2^53 exact and renames repeated columns', () => {
    const result = convert('csv', 'json', 'id,id,\n12345678901234567890,1,2\n', { header: 'yes' });
    expect(result).toMatchObject({ text: '[\n  {\n    "id": 12345678901234567890,\n    "id_2": 1,\n    "column_3": 2\n  }\n]\n' });
    expect(result.ok && result.notes).toContain('Renamed 2 empty or repeated column names so no column is lost.');
  });
});

describe('JSON to CSV', () => {
  it('writes a header from every key, quotes what needs it and writes nested values as JSON', () => {
    const result = convert('json', 'csv', '[{"a":"x,y","b":"say \\"hi\\""},{"c":{"d":1},"a":"42"}]', { delimiter: ',' });
    expect(result).toMatchObject({
      text: 'a,b,c\n"x,y","say ""hi""",\n"42",,"{""d"":1}"\n',
      notes: ['Wrote 1 nested value as JSON text in a cell: CSV cells are flat.'],
    });
  });

  it('writes lists of lists as rows and TSV with tabs', () => {
    expect(convert('json', 'csv', '[[1,"a"],[2,null]]')).toMatchObject({ text: '1,a\n2,\n' });
    expect(convert('json', 'tsv', '[{"a":1,"b":"x"}]')).toMatchObject({ text: 'a\tb\n1\tx\n' });
    expect(convert('json', 'csv', '[{"a":1}]', { delimiter: ';' })).toMatchObject({ text: 'a\n1\n' });
  });
});
