import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SqlDialect, sqlDialects } from '@contract/sql-beautify';
import { compareSql, formatDetected, formatSql, oneLine, runSqlJob, SAME_QUERY, SAME_QUERY_MINIFIED } from './sql-beautifier.logic';
import type { SqlRun } from './sql-layout';
import { defaultSqlOptions, type SqlOptions } from './sql-options.logic';
import { sqlTokens, tokenKey } from '@contract/sql-tokens';

// An explicit dialect unless a test asks for Auto-detect, so that these tests are about one dialect's formatting.
const format = (input: string, options: Partial<SqlOptions> = {}) => formatSql(input, { ...defaultSqlOptions, dialect: 'sql', ...options });
const beautify: SqlRun = { ...defaultSqlOptions, layout: 'format' };
const detected = (name: string, text = SAME_QUERY) => ({ level: 'ok', text: `Formatted as ${name} (detected). ${text}` });

describe('formatSql (Local engine)', () => {
  it.each<[string, string, Partial<SqlOptions>, string]>([
    [
      'upper-cases keywords, functions and types',
      'select count(*) as n, cast(x as varchar) from t where a=1',
      {},
      'SELECT\n  COUNT(*) AS n,\n  CAST(x AS VARCHAR)\nFROM\n  t\nWHERE\n  a = 1',
    ],
    ['lower-cases them', 'SELECT A FROM T WHERE B IS NULL', { keywordCase: 'lower' }, 'select\n  A\nfrom\n  T\nwhere\n  B is null'],
    ['keeps the case as written', 'Select a From t', { keywordCase: 'preserve' }, 'Select\n  a\nFrom\n  t'],
    ['indents with 4 spaces', 'select a from t', { indentation: '4' }, 'SELECT\n    a\nFROM\n    t'],
    ['indents with tabs', 'select a from t', { indentation: 'tab' }, 'SELECT\n\ta\nFROM\n\tt'],
    ['knows MySQL backticks', 'select `order` from `t`', { dialect: 'mysql' }, 'SELECT\n  `order`\nFROM\n  `t`'],
    ['knows T-SQL brackets and TOP', 'select top 5 [name] from [dbo].[users]', { dialect: 'transactsql' }, 'SELECT\n  TOP 5 [name]\nFROM\n  [dbo].[users]'],
    [
      'knows PostgreSQL casts and dollar quotes',
      "select $$it's$$::text, a->>'k' from t",
      { dialect: 'postgresql' },
      "SELECT\n  $$it's$$::TEXT,\n  a ->> 'k'\nFROM\n  t",
    ],
  ])('%s', (_, input, options, expected) => {
    const result = format(input, options);
    expect(result).toMatchObject({ ok: true, output: expected, verdict: { level: 'ok', text: SAME_QUERY } });
  });

  it('formats every offered dialect and verifies its own output', () => {
    for (const dialect of sqlDialects) {
      const result = format('select a, b from t join u on t.id = u.id where a > 1 order by b', { dialect });
      expect(result.ok && result.verdict.level).toBe('ok');
    }
  });

  it('reports a parse error on one line with its line and column, and points at it', () => {
    const input = "SELECT a\nFROM b WHERE x = 'abc";
    const result = format(input);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe('Could not format this SQL: Parse error: Unexpected "\'abc". Try choosing the dialect this query is written in.');
    expect(result.position).toEqual({ line: 2, column: 18, offset: input.indexOf("'abc") });
  });

  it('reports an unfinished query without the grammar dump', () => {
    const result = format('SELECT a FROM b WHERE (');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toBe('Could not format this SQL: Parse error at token: «EOF»');
      expect(result.position?.offset).toBe(23);
    }
  });
});

// Expected layouts as sql-formatter's option docs (docs/indentStyle.md, logicalOperatorNewline.md, ...) show them.
describe("formatSql with sql-formatter's finer options", () => {
  const query = 'select a, b from t where x = 1 and y = 2';
  it.each<[string, string, Partial<SqlOptions>, string]>([
    [
      'tabular, left: keywords padded to 10 columns',
      query,
      { indentStyle: 'tabularLeft' },
      'SELECT    a,\n          b\nFROM      t\nWHERE     x = 1\nAND       y = 2',
    ],
    [
      'tabular, right: keywords right-aligned in 10 columns',
      query,
      { indentStyle: 'tabularRight' },
      '   SELECT a,\n          b\n     FROM t\n    WHERE x = 1\n      AND y = 2',
    ],
    ['AND / OR after the condition', query, { logicalOperatorNewline: 'after' }, 'SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1 AND\n  y = 2'],
    ['identifiers upper-cased', query, { identifierCase: 'upper' }, 'SELECT\n  A,\n  B\nFROM\n  T\nWHERE\n  X = 1\n  AND Y = 2'],
    ['data types in their own case', 'select cast(x as varchar) from t', { dataTypeCase: 'lower' }, 'SELECT\n  CAST(x AS varchar)\nFROM\n  t'],
    ['function names in their own case', 'SELECT COUNT(*) FROM t', { keywordCase: 'lower', functionCase: 'upper' }, 'select\n  COUNT(*)\nfrom\n  t'],
    [
      'types and functions follow the keyword case by default',
      'SELECT COUNT(*), CAST(x AS INT) FROM t',
      { keywordCase: 'lower' },
      'select\n  count(*),\n  cast(x as int)\nfrom\n  t',
    ],
    [
      'a narrow expression width breaks a parenthesised expression',
      'select (aaa + bbb + ccc) from t',
      { expressionWidth: 20 },
      'SELECT\n  (aaa + bbb + ccc)\nFROM\n  t',
    ],
    [
      'a narrower one breaks it over lines',
      'select (aaa + bbb + ccc) from t',
      { expressionWidth: 10 as number },
      'SELECT\n  (\n    aaa + bbb + ccc\n  )\nFROM\n  t',
    ],
    ['no line between queries', 'select 1; select 2', { linesBetweenQueries: 0 }, 'SELECT\n  1;\nSELECT\n  2'],
    ['two lines between queries', 'select 1; select 2', { linesBetweenQueries: 2 }, 'SELECT\n  1;\n\n\nSELECT\n  2'],
  ])('%s', (_, input, options, expected) => {
    expect(format(input, options)).toMatchObject({ ok: true, output: expected, verdict: { level: 'ok', text: SAME_QUERY } });
  });
});

describe('formatSql, Minify', () => {
  const minify = (input: string, options: Partial<SqlOptions> = {}) => formatSql(input, { ...defaultSqlOptions, dialect: 'sql', ...options }, 'minify');

  it('writes the query on one line, drops comments, and checks it is the same query', () => {
    const input = "select a, count(*) -- how many\nfrom t /* all */ where a = 1\n  and (b = 2 or c = 'x') group by a;\n\nselect 2";
    expect(minify(input)).toEqual({
      ok: true,
      output: "SELECT a,COUNT(*) FROM t WHERE a = 1 AND (b = 2 OR c = 'x') GROUP BY a; SELECT 2",
      verdict: { level: 'ok', text: SAME_QUERY_MINIFIED },
      sizes: null,
    });
  });

  it('follows the case options, keeps line breaks inside strings, and never joins two minus signs into a comment', () => {
    expect(minify("select 'a\nb', x - -1 from t", { keywordCase: 'lower' })).toMatchObject({ ok: true, output: "select 'a\nb',x - -1 from t" });
  });

  it('minifies in the detected dialect under Auto-detect', () => {
    expect(minify('select top 5 [name] -- n\nfrom [dbo].[users]', { dialect: 'auto' })).toMatchObject({
      ok: true,
      output: 'SELECT TOP 5 [name] FROM [dbo].[users]',
      // The verdict says what was done: minified, not formatted.
      verdict: { level: 'ok', text: `Minified as T-SQL (detected). ${SAME_QUERY_MINIFIED}` },
    });
  });

  it('fails as formatting does on SQL it cannot read', () => {
    expect(minify("SELECT a\nFROM b WHERE x = 'abc")).toMatchObject({ ok: false, position: { line: 2, column: 18 } });
  });

  it('checks the one-line text against the input, comments aside', () => {
    expect(compareSql('select a -- c\nfrom t', 'SELECT a FROM t', 'sql', 'minify')).toEqual({ level: 'ok', text: SAME_QUERY_MINIFIED });
    expect(compareSql('select a from t', 'SELECT a FROM u', 'sql', 'minify')).toMatchObject({ level: 'warning' });
    expect(oneLine('a -- c\n.b', 'sql')).toBe('a .b');
  });

  it('runs through the worker job', async () => {
    expect(await runSqlJob({ kind: 'local', input: 'select 1 -- one', options: { ...beautify, dialect: 'sql', layout: 'minify' } })).toMatchObject({
      output: 'SELECT 1',
    });
  });
});

describe('formatSql with Auto-detect (the default)', () => {
  const auto = (input: string) => format(input, { dialect: 'auto' });
  const tsql = 'SELECT TOP (10) [Name], [Email] FROM [dbo].[Users] WHERE [Active] = 1';

  it('is the default dialect', () => {
    expect(defaultSqlOptions.dialect).toBe('auto');
  });

  it('formats a query as the dialect its signs point to, and says so in the verdict', () => {
    expect(formatSql(tsql, defaultSqlOptions)).toEqual({
      ok: true,
      output: 'SELECT\n  TOP (10) [Name],\n  [Email]\nFROM\n  [dbo].[Users]\nWHERE\n  [Active] = 1',
      verdict: detected('T-SQL'),
      sizes: null,
    });
    expect(auto('select id::text from t where name ilike $1')).toMatchObject({ ok: true, verdict: detected('PostgreSQL') });
    expect(auto('select 1')).toMatchObject({ ok: true, output: 'SELECT\n  1', verdict: detected('Standard SQL') });
  });

  it('honours a dialect chosen explicitly: no other is tried, and the error is the one it always was', () => {
    expect(format(tsql, { dialect: 'sql' })).toEqual({
      ok: false,
      message: 'Could not format this SQL: Parse error: Unexpected "[Name], [E". Try choosing the dialect this query is written in.',
      position: { line: 1, column: 17, offset: 16 },
    });
    expect(format(tsql, { dialect: 'mysql' })).toMatchObject({
      ok: false,
      message: 'Could not format this SQL: Parse error: Unexpected "[Name], [E".',
    });
    expect(format(tsql, { dialect: 'transactsql' })).toMatchObject({ ok: true, verdict: { level: 'ok', text: SAME_QUERY } });
  });

  it('tries the other dialects, likeliest first, when the likeliest cannot read the query', () => {
    // $1 points to PostgreSQL, which cannot read backticks; MySQL can read both.
    expect(auto('SELECT `a` FROM t WHERE x = $1')).toMatchObject({ ok: true, verdict: detected('MySQL') });
    // [a] points to T-SQL, whose formatter does not take ? parameters; MySQL cannot read [a]; SQLite reads both.
    expect(auto('SELECT [a] FROM t WHERE x = ?')).toMatchObject({ ok: true, output: 'SELECT\n  [a]\nFROM\n  t\nWHERE\n  x = ?', verdict: detected('SQLite') });
  });

  it('passes over a dialect that parses the query but changes it, and shows the first one with its warning when all do', () => {
    // Standard SQL has no backslash escapes: it reads 'don\' as a string and the rest of the line differently.
    const input = "select 'don\\'t' as a, b from t where c = 'x' limit 1";
    expect(format(input, { dialect: 'sql' })).toMatchObject({ ok: true, verdict: { level: 'warning' } });
    expect(auto(input)).toMatchObject({ ok: true, verdict: detected('MySQL') });
    expect(formatDetected(input, { ...defaultSqlOptions }, ['sql', 'mysql'])).toMatchObject({ ok: true, verdict: detected('MySQL') });
    expect(formatDetected(input, { ...defaultSqlOptions }, ['sql', 'postgresql'])).toMatchObject({
      ok: true,
      verdict: { level: 'warning', text: expect.stringMatching(/^Formatted as Standard SQL \(detected\)\. Not the same query: /) },
    });
  });

  it('when no dialect reads the query, reports the error of the one that read the furthest, with its position', () => {
    const input = "SELECT a\nFROM b WHERE x = 'abc";
    expect(auto(input)).toEqual({
      ok: false,
      message: 'Could not format this SQL: Parse error: Unexpected "\'abc". No dialect could read it; this is where Standard SQL stopped.',
      position: { line: 2, column: 18, offset: input.indexOf("'abc") },
    });
    expect(auto('SELECT a FROM b WHERE (')).toMatchObject({
      message: 'Could not format this SQL: Parse error at token: «EOF». No dialect could read it; this is where Standard SQL stopped.',
      position: { line: 1, column: 24, offset: 23 },
    });
    // T-SQL is tried first ([a], dbo.) and stops at $1; PostgreSQL reads on to the unclosed parenthesis.
    expect(auto('SELECT [a] FROM dbo.t WHERE b = $1 AND (')).toMatchObject({
      message: 'Could not format this SQL: Parse error at token: «EOF». No dialect could read it; this is where PostgreSQL stopped.',
      position: { line: 1, column: 41 },
    });
  });
});

describe('compareSql (the verdict)', () => {
  it.each([
    ['only whitespace and keyword case changed', 'select a,b from t -- note\nwhere x=1', 'SELECT\n  a,\n  b\nFROM t -- note\nWHERE x = 1'],
    ['a block comment re-indented', 'select /* one\n   two */ 1', 'SELECT\n  /* one\n  two */\n  1'],
  ])('accepts %s', (_, input, output) => {
    expect(compareSql(input, output, 'sql')).toEqual({ level: 'ok', text: SAME_QUERY });
  });

  it.each([
    ['a changed word', 'SELECT a FROM users', 'SELECT a FROM user', 'Not the same query: the input has "users" (line 1) where the output has "user" (line 1).'],
    [
      'a changed string (strings keep their case)',
      "SELECT 'Abc'",
      "SELECT\n  'ABC'",
      `Not the same query: the input has "'Abc'" (line 1) where the output has "'ABC'" (line 2).`,
    ],
    [
      'a changed quoted identifier',
      'SELECT "Name" FROM t',
      'SELECT "name" FROM t',
      'Not the same query: the input has ""Name"" (line 1) where the output has ""name"" (line 1).',
    ],
    [
      'a dropped clause',
      'SELECT a FROM t\nWHERE a > 1',
      'SELECT a FROM t',
      'Not the same query: the output leaves out "WHERE" (input line 2) and what follows.',
    ],
    ['an added LIMIT', 'SELECT a FROM t', 'SELECT a FROM t\nLIMIT 10', 'Not the same query: the output adds "LIMIT" (output line 2).'],
    [
      'a split operator',
      'SELECT a FROM t WHERE a >= 1',
      'SELECT a FROM t WHERE a > = 1',
      'Not the same query: the input has ">=" (line 1) where the output has ">" (line 1).',
    ],
    ['a changed number', 'SELECT 1.50', 'SELECT 1.5', 'Not the same query: the input has "1.50" (line 1) where the output has "1.5" (line 1).'],
  ])('warns about %s, naming the first difference', (_, input, output, text) => {
    expect(compareSql(input, output, 'sql')).toEqual({ level: 'warning', text });
  });

  it('checks an AI answer under Auto-detect in the detected dialect, the one the AI was told', async () => {
    const input = "select 'don\\'t' as a from t limit 1, 2";
    const output = "SELECT\n  'don\\'t' AS a\nFROM\n  t\nLIMIT\n  1, 2";
    expect(await runSqlJob({ kind: 'verify', input, output, options: beautify })).toMatchObject({ verdict: { level: 'ok', text: SAME_QUERY } });
    // Read as Standard SQL, the string ends at the backslash and the rest of the line no longer matches.
    expect(await runSqlJob({ kind: 'verify', input, output, options: { ...beautify, dialect: 'sql' } })).toMatchObject({
      verdict: { level: 'warning' },
    });
  });

  it('checks AI answers through the worker job', async () => {
    expect(await runSqlJob({ kind: 'verify', input: 'select 1', output: 'SELECT\n  1', options: beautify })).toEqual({
      ok: true,
      output: 'SELECT\n  1',
      verdict: { level: 'ok', text: SAME_QUERY },
      sizes: null,
    });
    expect(await runSqlJob({ kind: 'verify', input: 'select 1', output: 'SELECT 2', options: beautify })).toMatchObject({
      verdict: { level: 'warning' },
    });
  });
});

describe('sqlTokens', () => {
  it.each<[string, string, string[], SqlDialect?]>([
    ['strings with doubled quotes', "'it''s' x", ["s:'it''s'", 'w:X']],
    ['backslash escapes in MySQL only', "'a\\'b' c", ["s:'a\\'b'", 'w:C'], 'mysql'],
    ['no doubled-quote escape in BigQuery', "'O''Brien'", ["s:'O'", "s:'Brien'"], 'bigquery'],
    ['dollar-quoted strings in PostgreSQL', '$tag$ a $ b $tag$ c', ['s:$tag$ a $ b $tag$', 'w:C'], 'postgresql'],
    [
      'numbers, hex and parameters',
      'x=.5e3 and y=0xFF and z=$1 and w=:name and v=?',
      [
        'w:X',
        'o:=',
        'n:.5e3',
        'w:AND',
        'w:Y',
        'o:=',
        'n:0xFF',
        'w:AND',
        'w:Z',
        'o:=',
        'o:$',
        'n:1',
        'w:AND',
        'w:W',
        'o:=',
        'o::',
        'w:NAME',
        'w:AND',
        'w:V',
        'o:=',
        'o:?',
      ],
    ],
    ['long operators first', 'a->>b<>c::d', ['w:A', 'o:->>', 'w:B', 'o:<>', 'w:C', 'o:::', 'w:D']],
    ['an unclosed string or comment runs to the end', "select 'abc /* x", ['w:SELECT', "s:'abc /* x"]],
  ])('splits %s', (_, text, keys, dialect = 'sql') => {
    expect(sqlTokens(text, dialect).map(tokenKey)).toEqual(keys);
  });

  it('never loses text: every non-space character belongs to exactly one token (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab1 .\'"`-*/\n[]$=<>:') }), fc.constantFrom(...sqlDialects), (text, dialect) => {
        const tokens = sqlTokens(text, dialect);
        let previousEnd = 0;
        for (const token of tokens) {
          expect(text.slice(previousEnd, token.offset).trim()).toBe('');
          expect(text.slice(token.offset, token.offset + token.text.length)).toBe(token.text);
          previousEnd = token.offset + token.text.length;
        }
        expect(text.slice(previousEnd).trim()).toBe('');
      }),
    );
  });
});

describe('properties', () => {
  const word = fc.constantFrom('select', 'from', 'where', 'and', 'users', 'id', 'name', 'count', 'order', 'by');
  const piece = fc.oneof(word, fc.constantFrom("'x y'", '"Col"', '42', '3.5', '=', '<>', '(', ')', ',', '*', '-- c\n', '/* c */'));
  const spacing = fc.constantFrom(' ', '\n', '  ', '\t', '\n    ');

  it('re-spacing tokens and changing the case of words never changes the verdict (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(piece, spacing, fc.boolean()), { minLength: 1, maxLength: 30 }), (parts) => {
        const input = parts.map(([text]) => text).join(' ');
        const output = parts.map(([text, space, upper]) => (upper && /^[a-z]+$/.test(text) ? text.toUpperCase() : text) + space).join('');
        expect(compareSql(input, output, 'sql').level).toBe('ok');
      }),
    );
  });

  it('the Local engine always keeps the same query (property)', () => {
    const column = fc.constantFrom('id', 'name', 'total', '"Mixed Case"', 'price * 2');
    const query = fc.record({
      columns: fc.array(column, { minLength: 1, maxLength: 4 }),
      table: fc.constantFrom('users', 'orders', 'line_items'),
      where: fc.option(fc.constantFrom("name = 'O''Brien'", 'total >= 10.5', 'id IN (1, 2, 3)', "name LIKE '%a%' OR id <> 3"), { nil: undefined }),
      order: fc.boolean(),
    });
    fc.assert(
      fc.property(
        query,
        fc.constantFrom(...sqlDialects),
        fc.constantFrom('upper', 'lower', 'preserve'),
        ({ columns, table, where, order }, dialect, keywordCase) => {
          const input = `select ${columns.join(', ')} from ${table}${where ? ` where ${where}` : ''}${order ? ' order by 1 desc' : ''}`;
          const result = format(input, { dialect, keywordCase });
          expect(result.ok && result.verdict).toEqual({ level: 'ok', text: SAME_QUERY });
        },
      ),
      { numRuns: 60 },
    );
  });
});
