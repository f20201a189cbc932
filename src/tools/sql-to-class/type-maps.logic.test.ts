import { describe, expect, it } from 'vitest';
import { CSHARP_TYPES, JAVA_TYPES, kindOf, PHP_TYPES, PYTHON_TYPES, SQL_TYPE_KINDS, type TypeKind, TYPESCRIPT_TYPES } from './type-maps.logic';

const column = (sqlType: string, length: number | null = null, enumValues: string[] | null = null) => ({ sqlType, length, enumValues });

describe('kindOf', () => {
  it.each([
    ['INT', null, 'int32'],
    ['BIGINT', null, 'int64'],
    ['TINYINT', 1, 'boolean'],
    ['TINYINT', 4, 'int8'],
    ['BIT', null, 'boolean'],
    ['VARCHAR', 50, 'string'],
    ['NVARCHAR', null, 'string'],
    ['TEXT', null, 'text'],
    ['DECIMAL', 10, 'decimal'],
    ['MONEY', null, 'decimal'],
    ['UUID', null, 'uuid'],
    ['UNIQUEIDENTIFIER', null, 'uuid'],
    ['TIMESTAMPTZ', null, 'datetimeOffset'],
    ['TIMESTAMP WITH TIME ZONE', null, 'datetimeOffset'],
    ['DATETIME2', null, 'datetime'],
    ['JSONB', null, 'json'],
    ['BYTEA', null, 'binary'],
    ['GEOGRAPHY', null, 'text'],
  ] as const)('%s(%s) is %s', (sqlType, length, kind) => {
    expect(kindOf(column(sqlType, length))).toBe(kind);
  });

  it('reads enums as strings', () => {
    expect(kindOf(column('MOOD', null, ['happy', 'sad']))).toBe('string');
  });
});

describe('language tables', () => {
  const kinds = [...new Set(Object.values(SQL_TYPE_KINDS))].sort();

  it('cover every kind the SQL table produces, in every language', () => {
    for (const table of [CSHARP_TYPES, JAVA_TYPES, PYTHON_TYPES, TYPESCRIPT_TYPES, PHP_TYPES]) expect(Object.keys(table).sort()).toEqual(kinds);
  });

  it.each<[TypeKind, string, string, string, string, string]>([
    ['int32', 'int', 'Integer', 'int', 'number', 'int'],
    ['int64', 'long', 'Long', 'int', 'string', 'int'],
    ['boolean', 'bool', 'Boolean', 'bool', 'boolean', 'bool'],
    ['decimal', 'decimal', 'BigDecimal', 'Decimal', 'string', 'string'],
    ['uuid', 'Guid', 'UUID', 'uuid.UUID', 'string', 'string'],
    ['datetime', 'DateTime', 'LocalDateTime', 'datetime.datetime', 'Date', '\\DateTimeImmutable'],
    ['datetimeOffset', 'DateTimeOffset', 'OffsetDateTime', 'datetime.datetime', 'Date', '\\DateTimeImmutable'],
    ['binary', 'byte[]', 'byte[]', 'bytes', 'Buffer', 'string'],
  ])('%s maps to C# %s, Java %s, Python %s, TypeScript %s, PHP %s', (kind, csharp, java, python, ts, php) => {
    expect([CSHARP_TYPES[kind].type, JAVA_TYPES[kind].boxed, PYTHON_TYPES[kind].python, TYPESCRIPT_TYPES[kind].ts, PHP_TYPES[kind].php]).toEqual([
      csharp,
      java,
      python,
      ts,
      php,
    ]);
  });

  it('marks C# value types, which take ? when nullable', () => {
    expect(CSHARP_TYPES.int32.valueType).toBe(true);
    expect(CSHARP_TYPES.string.valueType).toBe(false);
    expect(CSHARP_TYPES.binary.valueType).toBe(false);
  });
});
