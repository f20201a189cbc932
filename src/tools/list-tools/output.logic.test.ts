import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isCanonicalNumber, toJsonArray, toSqlInList } from './output.logic';
import { joinSeparator, splitItems, unescapeSeparator } from './separators.logic';

/** Reads an `IN (...)` list back as a SQL parser would: quoted literals with '' for a quote, or bare numbers. */
function parseSqlInList(sql: string): string[] {
  const body = /^IN \(\s*(.*?)\s*\)$/s.exec(sql)?.[1];
  if (body === undefined) throw new Error(`Not an IN list: ${sql}`);
  const values: string[] = [];
  let index = 0;
  while (index < body.length) {
    if (body[index] === "'") {
      let value = '';
      index += 1;
      for (;;) {
        if (index >= body.length) throw new Error('Unterminated string');
        if (body[index] === "'" && body[index + 1] === "'") {
          value += "'";
          index += 2;
        } else if (body[index] === "'") {
          index += 1;
          break;
        } else value += body[index++];
      }
      values.push(value);
    } else {
      const number = /^-?[\d.]+/.exec(body.slice(index))?.[0];
      if (!number) throw new Error(`Unexpected ${body.slice(index)}`);
      values.push(number);
      index += number.length;
    }
    const comma = /^,\s*/.exec(body.slice(index, index + 8))?.[0];
    if (comma) index += comma.length;
    else if (index !== body.length) throw new Error(`Expected a comma at ${index}`);
  }
  return values;
}

describe('SQL layout', () => {
  it('writes up to 10 items on one line, more one per line', () => {
    expect(toSqlInList(['1', '2'], true)).toBe('IN (1, 2)');
    expect(toSqlInList(['a', ...Array.from({ length: 10 }, (_, index) => String(index))], true)).toBe(
      "IN (\n  'a',\n  '0',\n  '1',\n  '2',\n  '3',\n  '4',\n  '5',\n  '6',\n  '7',\n  '8',\n  '9'\n)",
    );
  });
});

describe('numbers', () => {
  it.each([
    ['42', true],
    ['-3.5', true],
    ['0', true],
    ['0.25', true],
    ['007', false],
    ['1.50', false],
    ['1e3', false],
    ['-0', false],
    ['12345678901234567890', false],
    ['', false],
    [' 1', false],
  ])('%j is a number literal that writes back exactly: %s', (item, expected) => {
    expect(isCanonicalNumber(item)).toBe(expected);
  });
});

describe('round trips', () => {
  it('property: an SQL IN list parses back to the items', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 30 }), fc.boolean(), (items, numbers) => {
        expect(parseSqlInList(toSqlInList(items, numbers))).toEqual(items);
      }),
    );
  });

  it('property: an SQL IN list of numbers parses back to the numbers', () => {
    fc.assert(
      fc.property(fc.array(fc.integer().map(String), { minLength: 1 }), (items) => {
        const sql = toSqlInList(items, true);
        expect(sql).not.toContain("'");
        expect(parseSqlInList(sql)).toEqual(items);
      }),
    );
  });

  it('property: a JSON array parses back to the items (as numbers when all are numbers)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.integer().map(String)), { maxLength: 20 }), (items) => {
        expect((JSON.parse(toJsonArray(items, true)) as unknown[]).map(String)).toEqual(items);
        expect(JSON.parse(toJsonArray(items, false))).toEqual(items);
      }),
    );
  });

  it('property: split after join gives the items back when no item holds the separator', () => {
    const separators = ['\\n', ',', ';', '\\t', ' | ', '::'];
    fc.assert(
      fc.property(fc.constantFrom(...separators), fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 20 }), (typed, items) => {
        const separator = unescapeSeparator(typed);
        // No item holds a character of the separator (or a line break, which "\n" also splits at as \r\n).
        fc.pre(items.every((item) => ![...separator, '\r', '\n'].some((character) => item.includes(character))));
        fc.pre(!(typed === '\\n' && items.at(-1) === ''));
        expect(splitItems(items.join(joinSeparator('custom', typed)), 'custom', typed)).toEqual(items);
      }),
    );
  });

  it('reads \\n, \\t, \\r and \\\\ in a separator', () => {
    expect(unescapeSeparator('\\n|\\t|\\r|\\\\|\\x')).toBe('\n|\t|\r|\\|\\x');
  });
});
