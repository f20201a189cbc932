import { describe, expect, it } from 'vitest';
import { defaultSqlOptions, sqlOptionsShape } from './sql-options.logic';

const finer = {
  indentStyle: 'standard',
  identifierCase: 'preserve',
  dataTypeCase: 'keyword',
  functionCase: 'keyword',
  logicalOperatorNewline: 'before',
  expressionWidth: 50,
  linesBetweenQueries: 1,
} as const;

describe('sqlOptionsShape (options remembered on this device)', () => {
  it("starts on Auto-detect, with sql-formatter's own defaults and types and functions in the keyword case", () => {
    expect(defaultSqlOptions).toEqual({ dialect: 'auto', keywordCase: 'upper', indentation: '2', ...finer });
  });

  it('loads options kept before Auto-detect and the finer options existed as they were, Standard SQL included', () => {
    expect(sqlOptionsShape({ dialect: 'sql', keywordCase: 'lower', indentation: '4' })).toEqual({
      dialect: 'sql',
      keywordCase: 'lower',
      indentation: '4',
      ...finer,
    });
    expect(sqlOptionsShape({ dialect: 'transactsql', keywordCase: 'preserve', indentation: 'tab' })).toEqual({
      dialect: 'transactsql',
      keywordCase: 'preserve',
      indentation: 'tab',
      ...finer,
    });
  });

  it('keeps Auto-detect, the new dialects and the finer options', () => {
    expect(sqlOptionsShape({ dialect: 'auto', keywordCase: 'upper', indentation: '2' })).toEqual(defaultSqlOptions);
    const chosen = {
      dialect: 'snowflake',
      keywordCase: 'lower',
      indentation: '4',
      indentStyle: 'tabularRight',
      identifierCase: 'upper',
      dataTypeCase: 'lower',
      functionCase: 'preserve',
      logicalOperatorNewline: 'after',
      expressionWidth: 120,
      linesBetweenQueries: 0,
    };
    expect(sqlOptionsShape(chosen)).toEqual(chosen);
  });

  it('replaces only a field it does not know, and drops unknown fields', () => {
    expect(sqlOptionsShape({ dialect: 'oracle', keywordCase: 'lower', indentation: '4', theme: 'dark' })).toEqual({
      dialect: 'auto',
      keywordCase: 'lower',
      indentation: '4',
      ...finer,
    });
    expect(sqlOptionsShape({ dialect: 'mysql' })).toEqual({ ...defaultSqlOptions, dialect: 'mysql' });
    expect(sqlOptionsShape({ ...defaultSqlOptions, expressionWidth: 51, linesBetweenQueries: 1e9, indentStyle: 'wide' })).toEqual(defaultSqlOptions);
  });

  it('refuses what is not an options object', () => {
    expect(sqlOptionsShape('mysql')).toBeUndefined();
    expect(sqlOptionsShape(null)).toBeUndefined();
  });
});
