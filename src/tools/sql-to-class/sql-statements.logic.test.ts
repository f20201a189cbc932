import { describe, expect, it } from 'vitest';
import { splitStatements, statementKind } from './sql-statements.logic';
import { tokenize } from './sql-tokens.logic';

/** Each statement as `line:column first words`, the way a reader of the script would point at it. */
function statementsOf(sql: string, backslashEscapes = false): string[] {
  const { source, statements } = splitStatements(sql, backslashEscapes);
  return statements.map(
    (statement) => `${statement.line}:${statement.column} ${source.slice(statement.start, statement.end).replace(/\s+/g, ' ').slice(0, 30).trim()}`,
  );
}

describe('splitStatements', () => {
  it.each([
    [
      'semicolons, not those in strings, names or comments',
      'CREATE TABLE a (x TEXT DEFAULT \';\');\n-- a; comment\nCREATE TABLE "b;" (y INT); /* c; */',
      ['1:1 CREATE TABLE a (x TEXT DEFAULT', '3:1 CREATE TABLE "b;" (y INT)'],
    ],
    [
      "SQL Server's GO lines, with or without a count",
      'SET ANSI_NULLS ON\nGO\nCREATE TABLE [t]([a] [int])\n  go 2\nALTER TABLE [t] ADD [b] int',
      ['1:1 SET ANSI_NULLS ON', '3:1 CREATE TABLE [t]([a] [int])', '5:1 ALTER TABLE [t] ADD [b] int'],
    ],
    [
      'a CREATE or ALTER starting a line, in T-SQL without separators',
      'CREATE TABLE a (x int)\nCREATE TABLE b (y int)\n  ALTER TABLE b ADD z int',
      ['1:1 CREATE TABLE a (x int)', '2:1 CREATE TABLE b (y int)', '3:3 ALTER TABLE b ADD z int'],
    ],
    [
      "pg_dump's COPY data rows and psql meta-commands",
      "\\restrict abc\nCOPY public.t (a) FROM stdin;\n1\tit's; odd\n\\.\nCREATE TABLE t (a int);",
      ['2:1 COPY public.t (a) FROM stdin', '5:1 CREATE TABLE t (a int)'],
    ],
    [
      'a trigger body, whose inner statements end with semicolons',
      'CREATE TRIGGER t AFTER INSERT ON a\nBEGIN\n  UPDATE b SET n = 1;\n  DELETE FROM c;\nEND;\nCREATE TABLE d (e int);',
      ['1:1 CREATE TRIGGER t AFTER INSERT', '6:1 CREATE TABLE d (e int)'],
    ],
    [
      "PostgreSQL's dollar-quoted function bodies",
      'CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql;\nCREATE TABLE g (h int);',
      ['1:1 CREATE FUNCTION f() RETURNS in', '2:1 CREATE TABLE g (h int)'],
    ],
  ])('splits at %s', (_, sql, expected) => {
    expect(statementsOf(sql)).toEqual(expected);
  });

  it("reads MySQL's backslash-escaped quotes only when asked to", () => {
    const sql = "INSERT INTO t VALUES ('it\\'s; fine');\nCREATE TABLE u (v int);";
    expect(statementsOf(sql, true)).toEqual(["1:1 INSERT INTO t VALUES ('it\\'s;", '2:1 CREATE TABLE u (v int)']);
  });

  it('keeps offsets, lines and columns where they were pasted, with comments blanked', () => {
    const sql = '/* header */ CREATE TABLE t (\n  a INT -- note\n);';
    const { source, statements } = splitStatements(sql, false);
    expect(source).toHaveLength(sql.length);
    expect(source).not.toContain('note');
    expect(statements[0]).toMatchObject({ line: 1, column: 14, start: 13 });
  });
});

describe('statementKind', () => {
  it.each([
    ['CREATE TABLE x (a int)', { kind: 'table' }],
    ['CREATE TEMPORARY TABLE IF NOT EXISTS x (a int)', { kind: 'table' }],
    ['CREATE UNLOGGED TABLE public.x (a int)', { kind: 'table' }],
    ["CREATE TYPE public.mood AS ENUM ('a')", { kind: 'enum' }],
    ['ALTER TABLE ONLY public.x ADD CONSTRAINT x_pkey PRIMARY KEY (id)', { kind: 'alter' }],
    ['CREATE VIRTUAL TABLE docs USING fts5(a)', { kind: 'ignored', label: 'CREATE VIRTUAL TABLE' }],
    ['CREATE UNIQUE NONCLUSTERED INDEX [IX] ON [t] ([a])', { kind: 'ignored', label: 'CREATE INDEX' }],
    ['CREATE OR REPLACE FUNCTION f() RETURNS int', { kind: 'ignored', label: 'CREATE FUNCTION' }],
    ['CREATE DEFINER=`root`@`localhost` PROCEDURE p()', { kind: 'ignored', label: 'CREATE PROCEDURE' }],
    ['CREATE MATERIALIZED VIEW v AS SELECT 1', { kind: 'ignored', label: 'CREATE MATERIALIZED VIEW' }],
    ['ALTER SEQUENCE s OWNED BY t.id', { kind: 'ignored', label: 'ALTER SEQUENCE' }],
    ["COMMENT ON COLUMN t.a IS 'x'", { kind: 'ignored', label: 'COMMENT ON' }],
    ['SET ANSI_NULLS ON', { kind: 'ignored', label: 'SET' }],
    ['DROP TABLE IF EXISTS `t`', { kind: 'ignored', label: 'DROP TABLE' }],
    ['CREATE TABEL x (a int)', { kind: 'unknown' }],
    ['hello world', { kind: 'unknown' }],
  ] as const)('%s', (sql, kind) => {
    expect(statementKind(tokenize(sql).tokens)).toEqual(kind);
  });
});
