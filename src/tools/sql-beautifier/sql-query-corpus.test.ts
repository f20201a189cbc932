import { describe, expect, it } from 'vitest';
import { sqlDialects } from '@contract/sql-beautify';
import { compareSql, formatSql, SAME_QUERY } from './sql-beautifier.logic';
import { DIALECT_NAMES, detectSqlDialect } from './sql-dialect-detect.logic';
import { defaultSqlOptions } from './sql-options.logic';
import { SQL_QUERY_CORPUS } from './sql-query-corpus.fixture';

describe('Auto-detect on real-world queries', () => {
  it('has at least five queries of each of the first six dialects, two of every other the tool offers, and 58 in all', () => {
    expect(SQL_QUERY_CORPUS.length).toBeGreaterThanOrEqual(58);
    for (const [index, dialect] of sqlDialects.entries())
      expect(SQL_QUERY_CORPUS.filter((query) => query.dialect === dialect).length).toBeGreaterThanOrEqual(index < 6 ? 5 : 2);
  });

  it.each(SQL_QUERY_CORPUS.map((query) => [query.dialect, query.source, query] as const))('%s: %s', (dialect, _, { sql, detectedAs = dialect }) => {
    expect(detectSqlDialect(sql)).toBe(detectedAs);
    const result = formatSql(sql, defaultSqlOptions);
    if (!result.ok) throw new Error(result.message);
    expect(result.verdict).toEqual({ level: 'ok', text: `Formatted as ${DIALECT_NAMES[detectedAs]} (detected). ${SAME_QUERY}` });
    // The token check on its own, reading the SQL as the dialect it was written in as well.
    expect(compareSql(sql, result.output, detectedAs)).toEqual({ level: 'ok', text: SAME_QUERY });
    expect(compareSql(sql, result.output, dialect)).toEqual({ level: 'ok', text: SAME_QUERY });
  });
});
