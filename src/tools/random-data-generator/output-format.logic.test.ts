import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, formatRows, spreadsheetSafe, sqlString, TABLE_NAME_ERROR, type FormatInput } from './output-format.logic';

const rows = [
  ['Ann Lee', 'ann@example.com'],
  ["Conan O'Brien", 'conan@example.com'],
  ['Smith, "Jr"', 'line\nbreak'],
];

const text = (input: Partial<FormatInput>) => {
  const result = formatRows({ format: 'lines', fields: ['person.fullName', 'internet.email'], rows, tableName: 'people', csvSafe: true, ...input });
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

  it('csv: cells that start like a formula get a leading quote, and keep RFC 4180 quoting', () => {
    const hostile = [
      ['=HYPERLINK("https://example.com","x")', '+1 555 0100'],
      ["-2+3+cmd|' /C calc'!A0", '@SUM(A1:A2)'],
      ['\tTab', '\rReturn'],
      ['-5', 'a=b+c'],
    ];
    expect(text({ format: 'csv', rows: hostile })).toBe(
      [
        'full_name,email',
        '"\'=HYPERLINK(""https://example.com"",""x"")",\'+1 555 0100',
        "'-2+3+cmd|' /C calc'!A0,'@SUM(A1:A2)",
        '\'\tTab,"\'\rReturn"',
        "'-5,a=b+c",
      ].join('\r\n'),
    );
  });

  it('csv: with the switch off, cells are written as they are', () => {
    expect(text({ format: 'csv', rows: [['=1+1', '-5']], csvSafe: false })).toBe('full_name,email\r\n=1+1,-5');
  });

  it('csv: no parsed cell starts like a formula, and each is the value behind one quote at most (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', 'a', ',', '"', "'") }), { minLength: 2, maxLength: 2 }), {
          minLength: 1,
          maxLength: 8,
        }),
        (table) => {
          const csv = formatRows({ format: 'csv', fields: ['person.fullName', 'internet.email'], rows: table, tableName: 'x', csvSafe: true });
          const cells = csv.ok ? parseCsv(csv.text).slice(1) : [];
          expect(cells).toEqual(table.map((row) => row.map(spreadsheetSafe)));
          for (const cell of cells.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        },
      ),
    );
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
    expect(formatRows({ format: 'sql', fields: ['person.fullName'], rows, tableName, csvSafe: true })).toEqual({ ok: false, message: TABLE_NAME_ERROR });
  });

  it.each(['users', '_tmp', 'Test_Data_2'])('sql accepts the table name %j', (tableName) => {
    expect(formatRows({ format: 'sql', fields: ['person.fullName'], rows, tableName, csvSafe: true }).ok).toBe(true);
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

  it('with the spreadsheet switch off, any table survives a round trip through an independent RFC 4180 reader (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string({ unit: fc.constantFrom('a', ' ', ',', '"', '\r', '\n', 'é') }), { minLength: 2, maxLength: 2 }), {
          minLength: 1,
          maxLength: 8,
        }),
        (table) => {
          const csv = formatRows({ format: 'csv', fields: ['person.fullName', 'internet.email'], rows: table, tableName: 'x', csvSafe: false });
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
