import { describe, expect, it } from 'vitest';
import { defaultSqlOptions, sqlOptionsShape } from './sql-options.logic';

describe('sqlOptionsShape (options remembered on this device)', () => {
  it('starts on Auto-detect', () => {
    expect(defaultSqlOptions).toEqual({ dialect: 'auto', keywordCase: 'upper', indentation: '2' });
  });

  it('loads options kept before Auto-detect existed as they were, Standard SQL included', () => {
    expect(sqlOptionsShape({ dialect: 'sql', keywordCase: 'lower', indentation: '4' })).toEqual({ dialect: 'sql', keywordCase: 'lower', indentation: '4' });
    expect(sqlOptionsShape({ dialect: 'transactsql', keywordCase: 'preserve', indentation: 'tab' })).toEqual({
      dialect: 'transactsql',
      keywordCase: 'preserve',
      indentation: 'tab',
    });
  });

  it('keeps Auto-detect', () => {
    expect(sqlOptionsShape({ dialect: 'auto', keywordCase: 'upper', indentation: '2' })).toEqual(defaultSqlOptions);
  });

  it('replaces only a field it does not know, and drops unknown fields', () => {
    expect(sqlOptionsShape({ dialect: 'oracle', keywordCase: 'lower', indentation: '4', theme: 'dark' })).toEqual({
      dialect: 'auto',
      keywordCase: 'lower',
      indentation: '4',
    });
    expect(sqlOptionsShape({ dialect: 'mysql' })).toEqual({ dialect: 'mysql', keywordCase: 'upper', indentation: '2' });
  });

  it('refuses what is not an options object', () => {
    expect(sqlOptionsShape('mysql')).toBeUndefined();
    expect(sqlOptionsShape(null)).toBeUndefined();
  });
});
