import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, formatRows, sqlString, TABLE_NAME_ERROR, type FormatInput } from './output-format.logic';

const rows = [
  ['Ann Lee', 'ann@example.com'],
  ["Conan O'Brien", 'conan@example.com'],
  ['Smith, "Jr"', 'line\nbreak'],
];

const text = (input: Partial<FormatInput>) => {
  const result = formatRows({ format: 'lines', fields: ['person.fullName', 'internet.email'], rows, tableName: 'people', ...input });
  if (!result.ok) throw new Error(result.message);
  return result.text;
};

/** A small RFC 4180 reader, written independently of the writer, to check round trips. */
function parseCsv(source: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && source[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += char;
  }
  record.push(field);
  records.push(record);
  return records;
}

describe('formatRows', () => {
  it('lines: one value of the first field per line', () => {
    expect(text({ format: 'lines' })).toBe('Ann Lee\nConan O\'Brien\nSmith, "Jr"');
  });

  it('json: an array of strings for one field', () => {
    expect(JSON.parse(text({ format: 'json', fields: ['person.fullName'], rows: rows.map((row) => [row[0] ?? '']) }))).toEqual([
      'Ann Lee',
      "Conan O'Brien",
      'Smith, "Jr"',
    ]);
  });

  it('json: an array of objects keyed by column for several fields', () => {
    expect(JSON.parse(text({ format: 'json' }))).toEqual([
      { full_name: 'Ann Lee', email: 'ann@example.com' },
      { full_name: "Conan O'Brien", email: 'conan@example.com' },
      { full_name: 'Smith, "Jr"', email: 'line\nbreak' },
    ]);
  });

  it('csv: a header, CRLF line breaks, and RFC 4180 quoting', () => {
    expect(text({ format: 'csv' })).toBe('full_name,email\r\nAnn Lee,ann@example.com\r\nConan O\'Brien,conan@example.com\r\n"Smith, ""Jr""","line\nbreak"');
  });

  it('sql: one INSERT per row with single quotes doubled', () => {
    expect(text({ format: 'sql' })).toBe(
      [
        "INSERT INTO people (full_name, email) VALUES ('Ann Lee', 'ann@example.com');",
        "INSERT INTO people (full_name, email) VALUES ('Conan O''Brien', 'conan@example.com');",
        "INSERT INTO people (full_name, email) VALUES ('Smith, \"Jr\"', 'line\nbreak');",
      ].join('\n'),
    );
  });

  it.each(['', '1users', 'my table', 'users;DROP TABLE x', 'a.b', '"q"'])('sql refuses the table name %j', (tableName) => {
    expect(formatRows({ format: 'sql', fields: ['person.fullName'], rows, tableName })).toEqual({ ok: false, message: TABLE_NAME_ERROR });
  });

  it.each(['users', '_tmp', 'Test_Data_2'])('sql accepts the table name %j', (tableName) => {
    expect(formatRows({ format: 'sql', fields: ['person.fullName'], rows, tableName }).ok).toBe(true);
  });
});

describe('csvField', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['cr\rhere', '"cr\rhere"'],
    ['lf\nhere', '"lf\nhere"'],
    [' spaced ', ' spaced '],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('any table survives a round trip through an independent RFC 4180 reader (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\r', '\n', 'é') }), { minLength: 2, maxLength: 2 }), {
          minLength: 1,
          maxLength: 8,
        }),
        (table) => {
          const csv = formatRows({ format: 'csv', fields: ['person.fullName', 'internet.email'], rows: table, tableName: 'x' });
          expect(csv.ok && parseCsv(csv.text)).toEqual([['full_name', 'email'], ...table]);
        },
      ),
    );
  });
});

describe('sqlString', () => {
  it.each([
    ['plain', "'plain'"],
    ["O'Brien", "'O''Brien'"],
    ["''", "''''''"],
    ['back\\slash', "'back\\slash'"],
  ])('%j → %s', (value, expected) => {
    expect(sqlString(value)).toBe(expected);
  });

  it('never leaves a lone single quote inside the literal (property)', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const inner = sqlString(value).slice(1, -1);
        expect(inner.replaceAll("''", '')).not.toContain("'");
        expect(inner.replaceAll("''", "'")).toBe(value);
      }),
    );
  });
});
