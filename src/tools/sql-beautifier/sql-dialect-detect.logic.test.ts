import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type SqlDialect, sqlDialects } from '@contract/sql-beautify';
import { detectSqlDialect, dialectScores, rankSqlDialects, skeletonOf } from './sql-dialect-detect.logic';

describe('detectSqlDialect', () => {
  it.each<[string, string, SqlDialect]>([
    ['[bracketed] names', 'select [Order Date] from [Sales].[Orders]', 'transactsql'],
    ['SELECT TOP', 'select top 10 * from orders', 'transactsql'],
    ['DECLARE @variable', 'declare @n int = 5; select @n', 'transactsql'],
    ['NVARCHAR and N strings', "select cast(name as nvarchar(50)) from t where code = N'x'", 'transactsql'],
    ['#temp tables', 'select * into #t from orders', 'transactsql'],
    ['the GO batch separator', 'select 1\nGO\nselect 2', 'transactsql'],
    ['backticks', 'select `id` from `users`', 'mysql'],
    ['LIMIT offset, count', 'select id from users limit 10, 5', 'mysql'],
    ['ON DUPLICATE KEY UPDATE', 'insert into t (a) values (1) on duplicate key update a = 1', 'mysql'],
    ['@user_variable :=', 'select @n := @n + 1 from t', 'mysql'],
    ['a backslash-escaped quote', "select 'it\\'s'", 'mysql'],
    ["the mysql client's DELIMITER", 'DELIMITER //\nCREATE PROCEDURE p() BEGIN SELECT 1; END //\nDELIMITER ;', 'mysql'],
    [':: casts', 'select created_at::date from t', 'postgresql'],
    ['$1 parameters', 'select * from t where id = $1', 'postgresql'],
    ['ILIKE', "select * from t where name ilike 'a%'", 'postgresql'],
    ['RETURNING', 'delete from t where id = 1 returning id', 'postgresql'],
    ['jsonb containment', "select * from t where doc @> '{}'", 'postgresql'],
    ['dollar quotes', 'do $$ begin perform 1; end $$', 'postgresql'],
    ['INSERT OR REPLACE', 'insert or replace into t values (?)', 'sqlite'],
    ['PRAGMA', 'pragma table_info(users)', 'sqlite'],
    ['?1 parameters', 'select * from t where id = ?1', 'sqlite'],
    ['`project.dataset.table`', 'select * from `proj.ds.t`', 'bigquery'],
    ['SAFE_CAST and INT64', 'select safe_cast(x as int64) from t', 'bigquery'],
    ['SELECT * EXCEPT', 'select * except(a) from t', 'bigquery'],
    ['FETCH FIRST', 'select a from t order by a fetch first 5 rows only', 'sql'],
    ['ROWNUM and NVL', 'select nvl(a, 0) from t where rownum < 5', 'plsql'],
    ['FROM DUAL', 'select sysdate from dual', 'plsql'],
    ['FLATTEN and VARIANT paths', 'select v:id from t, lateral flatten(input => v:items)', 'snowflake'],
    ['DISTKEY and SORTKEY', 'create table t (a int) distkey (a) sortkey (a)', 'redshift'],
    ['read_parquet', "select * from read_parquet('a.parquet')", 'duckdb'],
    ['approx_distinct', 'select approx_distinct(a) from t', 'trino'],
    ['LATERAL VIEW explode', 'select x from t lateral view explode(a) v as x', 'spark'],
    ['INSERT OVERWRITE', 'insert overwrite table t select * from s', 'hive'],
    ['ENGINE = MergeTree', 'create table t (a UInt8) engine = MergeTree order by a', 'clickhouse'],
    ['SYSIBM and WITH UR', 'select 1 from sysibm.sysdummy1 with ur', 'db2'],
    ['QSYS2', 'select * from qsys2.systables', 'db2i'],
    ['USE KEYS', 'select * from b use keys "k1"', 'n1ql'],
    ['WITH SYSTEM VERSIONING', 'create table t (a int) with system versioning', 'mariadb'],
    ['AUTO_RANDOM', 'create table t (id bigint auto_random primary key)', 'tidb'],
    ['SHARD KEY', 'create table t (a int, shard key (a))', 'singlestoredb'],
    ['no sign at all', 'select a, b from t where a = 1', 'sql'],
  ])('reads %s', (_, text, dialect) => {
    expect(detectSqlDialect(text)).toBe(dialect);
  });

  it.each<[string, string]>([
    ['strings', "select 'TOP 10 [x] LIMIT 1, 2 :: $1 ILIKE' from t"],
    ['line comments', 'select a from t -- [x] TOP 10 ::int $1'],
    ['block comments', 'select a /* `x` ON DUPLICATE KEY PRAGMA */ from t'],
  ])('takes no sign from %s', (_, text) => {
    expect(dialectScores(text)).toEqual(Object.fromEntries(sqlDialects.map((dialect) => [dialect, 0])));
  });

  it.each<[string, string]>([
    ['an array subscript', 'select tags[1] from posts'],
    ['an ARRAY constructor', 'select array [a, b] from t'],
    ['an array literal of strings', "select ['a', 'b']"],
  ])('does not take %s for a T-SQL bracketed name', (_, text) => {
    expect(dialectScores(text).transactsql).toBe(0);
  });

  it('weighs signs against each other: @variables alone mean T-SQL, @name := means MySQL', () => {
    expect(detectSqlDialect('select * from t where id = @id')).toBe('transactsql');
    expect(detectSqlDialect('set @rank := 0')).toBe('mysql');
    expect(detectSqlDialect('select * from `proj.ds.t` where d >= @start')).toBe('bigquery');
  });

  it('reads only the start of a very long text', () => {
    const long = 'select a from t;\n'.repeat(15_000);
    expect(detectSqlDialect(`${long}select top 1 [a] from t`)).toBe('sql');
    expect(detectSqlDialect(`select top 1 [a] from t;\n${long}`)).toBe('transactsql');
  });
});

describe('rankSqlDialects', () => {
  it('puts the dialects with signs first, by weight, then the rest with Standard SQL first', () => {
    expect(rankSqlDialects('select [a] from dbo.t where b = $1').slice(0, 6)).toEqual(['transactsql', 'postgresql', 'sql', 'mysql', 'sqlite', 'bigquery']);
    expect(rankSqlDialects('select 1').slice(0, 6)).toEqual(['sql', 'postgresql', 'mysql', 'transactsql', 'sqlite', 'bigquery']);
    // MySQL's relatives come last: a query without their own signs is formatted as MySQL.
    expect(rankSqlDialects('select 1').slice(-4)).toEqual(['mariadb', 'tidb', 'singlestoredb', 'db2i']);
  });

  it('breaks a tie by the usual order: ? parameters are as much MySQL as SQLite', () => {
    expect(dialectScores('select * from t where a = ?')).toMatchObject({ mysql: 1, sqlite: 1 });
    expect(rankSqlDialects('select * from t where a = ?').slice(0, 2)).toEqual(['mysql', 'sqlite']);
  });

  it('always lists each dialect once, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'ab1 .\'"`-*/\n[]$@#?:=<>()', 'TOP ', 'LIMIT ', 'N', 'ILIKE ') }), (text) => {
        expect([...rankSqlDialects(text)].sort()).toEqual([...sqlDialects].sort());
      }),
    );
  });
});

describe('skeletonOf', () => {
  it('upper-cases words, empties strings, drops comments, and keeps only whether tokens were apart', () => {
    expect(skeletonOf("select  N'x', [a b],\n  p.id::int -- note\nfrom t where c = $1")).toBe("SELECT N'', [A B],\nP.ID::INT\nFROM T WHERE C = $1");
  });
});
