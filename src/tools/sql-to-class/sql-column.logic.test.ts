import { describe, expect, it } from 'vitest';
import { buildColumn, type ColumnParts } from './sql-column.logic';
import type { SqlDialect } from './sql-schema.logic';

const parts = (overrides: Partial<ColumnParts>): ColumnParts => ({
  name: 'c',
  type: 'INT',
  length: null,
  scale: null,
  unsigned: false,
  array: false,
  nullable: true,
  primaryKey: false,
  identity: false,
  unique: false,
  defaultValue: null,
  enumValues: null,
  ...overrides,
});

describe('buildColumn', () => {
  it.each([
    ['one spelling per type', { type: 'CHARACTERVARYING', length: 20 }, 'postgresql', { sqlType: 'VARCHAR', length: 20 }],
    ['national types', { type: 'national character varying' }, 'mysql', { sqlType: 'NVARCHAR' }],
    ['WITHOUT TIME ZONE is the plain type', { type: 'timestamp without time zone' }, 'postgresql', { sqlType: 'TIMESTAMP' }],
    ['serials are identities that are never null', { type: 'bigserial' }, 'postgresql', { sqlType: 'BIGINT', identity: true, nullable: false }],
    [
      "a sequence's default is the identity",
      { defaultValue: { kind: 'expression', text: 'nextval()' } },
      'postgresql',
      { identity: true, defaultValue: null, nullable: false },
    ],
    ["SQL Server's timestamp is a row version", { type: 'timestamp' }, 'transactsql', { sqlType: 'ROWVERSION' }],
    ['elsewhere timestamp is a time', { type: 'timestamp' }, 'mysql', { sqlType: 'TIMESTAMP' }],
    ['a precision is no length', { type: 'datetime2', length: 7 }, 'transactsql', { length: null }],
    [
      'quoted numeric defaults are numbers',
      { type: 'tinyint', length: 1, defaultValue: { kind: 'string', value: '0' } },
      'mysql',
      { defaultValue: { kind: 'number', value: '0' } },
    ],
    [
      'quoted text defaults stay text',
      { type: 'varchar', defaultValue: { kind: 'string', value: '0' } },
      'mysql',
      { defaultValue: { kind: 'string', value: '0' } },
    ],
    ['arrays drop their default', { type: 'text', array: true, defaultValue: { kind: 'string', value: '{}' } }, 'postgresql', { defaultValue: null }],
    ['keys are never null', { primaryKey: true }, 'sqlite', { nullable: false }],
    ['no type is text', { type: '' }, 'sqlite', { sqlType: 'TEXT' }],
    ['enum types by name', { type: 'Mood' }, 'postgresql', { sqlType: 'MOOD', enumValues: ['happy'] }],
  ] as const)('%s', (_, overrides, dialect: SqlDialect, expected) => {
    expect(buildColumn(parts(overrides), dialect, new Map([['mood', ['happy']]]))).toMatchObject(expected);
  });
});
