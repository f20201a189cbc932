import type { SqlColumn } from './sql-schema.logic';

/**
 * Type mapping in two readable steps: every SQL type names a kind (one table for all dialects),
 * and each language has one table from kind to its own type. No chains of ifs.
 */
export type TypeKind =
  | 'boolean'
  | 'int8'
  | 'int16'
  | 'int32'
  | 'int64'
  | 'decimal'
  | 'float32'
  | 'float64'
  | 'string'
  | 'text'
  | 'uuid'
  | 'date'
  | 'time'
  | 'datetime'
  | 'datetimeOffset'
  | 'interval'
  | 'binary'
  | 'json';

export const SQL_TYPE_KINDS: Readonly<Record<string, TypeKind>> = {
  BIT: 'boolean',
  BOOL: 'boolean',
  BOOLEAN: 'boolean',
  TINYINT: 'int8',
  SMALLINT: 'int16',
  INT2: 'int16',
  YEAR: 'int16',
  MEDIUMINT: 'int32',
  INT: 'int32',
  INTEGER: 'int32',
  INT4: 'int32',
  BIGINT: 'int64',
  INT8: 'int64',
  DECIMAL: 'decimal',
  DEC: 'decimal',
  NUMERIC: 'decimal',
  NUMBER: 'decimal',
  MONEY: 'decimal',
  SMALLMONEY: 'decimal',
  REAL: 'float32',
  FLOAT4: 'float32',
  FLOAT: 'float64',
  FLOAT8: 'float64',
  DOUBLE: 'float64',
  'DOUBLE PRECISION': 'float64',
  CHAR: 'string',
  CHARACTER: 'string',
  VARCHAR: 'string',
  'CHARACTER VARYING': 'string',
  NCHAR: 'string',
  NVARCHAR: 'string',
  VARCHAR2: 'string',
  ENUM: 'string',
  SET: 'string',
  INET: 'string',
  CIDR: 'string',
  MACADDR: 'string',
  TEXT: 'text',
  NTEXT: 'text',
  TINYTEXT: 'text',
  MEDIUMTEXT: 'text',
  LONGTEXT: 'text',
  CLOB: 'text',
  CITEXT: 'text',
  XML: 'text',
  UUID: 'uuid',
  UNIQUEIDENTIFIER: 'uuid',
  DATE: 'date',
  TIME: 'time',
  TIMETZ: 'time',
  'TIME WITH TIME ZONE': 'time',
  DATETIME: 'datetime',
  DATETIME2: 'datetime',
  SMALLDATETIME: 'datetime',
  TIMESTAMP: 'datetime',
  TIMESTAMPTZ: 'datetimeOffset',
  'TIMESTAMP WITH TIME ZONE': 'datetimeOffset',
  DATETIMEOFFSET: 'datetimeOffset',
  INTERVAL: 'interval',
  BINARY: 'binary',
  VARBINARY: 'binary',
  BLOB: 'binary',
  TINYBLOB: 'binary',
  MEDIUMBLOB: 'binary',
  LONGBLOB: 'binary',
  BYTEA: 'binary',
  IMAGE: 'binary',
  ROWVERSION: 'binary',
  JSON: 'json',
  JSONB: 'json',
};

/** The kind of a column: MySQL's TINYINT(1) is its boolean, an enum is text, anything unknown is text too. */
export function kindOf(column: Pick<SqlColumn, 'sqlType' | 'length' | 'enumValues'>): TypeKind {
  if (column.sqlType === 'TINYINT' && column.length === 1) return 'boolean';
  if (column.enumValues) return 'string';
  return SQL_TYPE_KINDS[column.sqlType] ?? 'text';
}

/** Kinds whose values are numbers, for defaults written as literals. */
export const NUMERIC_KINDS: ReadonlySet<TypeKind> = new Set(['int8', 'int16', 'int32', 'int64', 'decimal', 'float32', 'float64']);

/** C#: the type, and whether it is a value type (which needs `?` to hold null). */
export const CSHARP_TYPES: Readonly<Record<TypeKind, { type: string; valueType: boolean }>> = {
  boolean: { type: 'bool', valueType: true },
  int8: { type: 'byte', valueType: true },
  int16: { type: 'short', valueType: true },
  int32: { type: 'int', valueType: true },
  int64: { type: 'long', valueType: true },
  decimal: { type: 'decimal', valueType: true },
  float32: { type: 'float', valueType: true },
  float64: { type: 'double', valueType: true },
  string: { type: 'string', valueType: false },
  text: { type: 'string', valueType: false },
  uuid: { type: 'Guid', valueType: true },
  date: { type: 'DateTime', valueType: true },
  time: { type: 'TimeSpan', valueType: true },
  datetime: { type: 'DateTime', valueType: true },
  datetimeOffset: { type: 'DateTimeOffset', valueType: true },
  interval: { type: 'TimeSpan', valueType: true },
  binary: { type: 'byte[]', valueType: false },
  json: { type: 'string', valueType: false },
};

/** C# for UNSIGNED integers (MySQL). */
export const CSHARP_UNSIGNED: Readonly<Partial<Record<TypeKind, string>>> = { int16: 'ushort', int32: 'uint', int64: 'ulong' };

/** Java: the boxed type, the primitive when there is one, and the import it needs. */
export const JAVA_TYPES: Readonly<Record<TypeKind, { boxed: string; primitive?: string; import?: string }>> = {
  boolean: { boxed: 'Boolean', primitive: 'boolean' },
  int8: { boxed: 'Short', primitive: 'short' },
  int16: { boxed: 'Short', primitive: 'short' },
  int32: { boxed: 'Integer', primitive: 'int' },
  int64: { boxed: 'Long', primitive: 'long' },
  decimal: { boxed: 'BigDecimal', import: 'java.math.BigDecimal' },
  float32: { boxed: 'Float', primitive: 'float' },
  float64: { boxed: 'Double', primitive: 'double' },
  string: { boxed: 'String' },
  text: { boxed: 'String' },
  uuid: { boxed: 'UUID', import: 'java.util.UUID' },
  date: { boxed: 'LocalDate', import: 'java.time.LocalDate' },
  time: { boxed: 'LocalTime', import: 'java.time.LocalTime' },
  datetime: { boxed: 'LocalDateTime', import: 'java.time.LocalDateTime' },
  datetimeOffset: { boxed: 'OffsetDateTime', import: 'java.time.OffsetDateTime' },
  interval: { boxed: 'Duration', import: 'java.time.Duration' },
  binary: { boxed: 'byte[]' },
  json: { boxed: 'String' },
};

/** Java for UNSIGNED integers: the next wider type, since Java has no unsigned ones. */
export const JAVA_UNSIGNED: Readonly<Partial<Record<TypeKind, { boxed: string; primitive?: string; import?: string }>>> = {
  int32: { boxed: 'Long', primitive: 'long' },
  int64: { boxed: 'BigInteger', import: 'java.math.BigInteger' },
};

/** Python with SQLAlchemy 2.0: the annotation type, the SQLAlchemy column type, and their imports. */
export const PYTHON_TYPES: Readonly<Record<TypeKind, { python: string; sqlalchemy: string; pythonImport?: string }>> = {
  boolean: { python: 'bool', sqlalchemy: 'Boolean' },
  int8: { python: 'int', sqlalchemy: 'SmallInteger' },
  int16: { python: 'int', sqlalchemy: 'SmallInteger' },
  int32: { python: 'int', sqlalchemy: 'Integer' },
  int64: { python: 'int', sqlalchemy: 'BigInteger' },
  decimal: { python: 'Decimal', sqlalchemy: 'Numeric', pythonImport: 'from decimal import Decimal' },
  float32: { python: 'float', sqlalchemy: 'Float' },
  float64: { python: 'float', sqlalchemy: 'Double' },
  string: { python: 'str', sqlalchemy: 'String' },
  text: { python: 'str', sqlalchemy: 'Text' },
  uuid: { python: 'uuid.UUID', sqlalchemy: 'Uuid', pythonImport: 'import uuid' },
  date: { python: 'datetime.date', sqlalchemy: 'Date', pythonImport: 'import datetime' },
  time: { python: 'datetime.time', sqlalchemy: 'Time', pythonImport: 'import datetime' },
  datetime: { python: 'datetime.datetime', sqlalchemy: 'DateTime', pythonImport: 'import datetime' },
  datetimeOffset: { python: 'datetime.datetime', sqlalchemy: 'DateTime', pythonImport: 'import datetime' },
  interval: { python: 'datetime.timedelta', sqlalchemy: 'Interval', pythonImport: 'import datetime' },
  binary: { python: 'bytes', sqlalchemy: 'LargeBinary' },
  json: { python: 'Any', sqlalchemy: 'JSON', pythonImport: 'from typing import Any' },
};

/**
 * TypeScript with TypeORM: the property type and the column type. BIGINT and DECIMAL come back
 * from the drivers as strings, so they are typed as strings.
 */
export const TYPESCRIPT_TYPES: Readonly<Record<TypeKind, { ts: string; column: string }>> = {
  boolean: { ts: 'boolean', column: 'boolean' },
  int8: { ts: 'number', column: 'smallint' },
  int16: { ts: 'number', column: 'smallint' },
  int32: { ts: 'number', column: 'int' },
  int64: { ts: 'string', column: 'bigint' },
  decimal: { ts: 'string', column: 'decimal' },
  float32: { ts: 'number', column: 'real' },
  float64: { ts: 'number', column: 'double precision' },
  string: { ts: 'string', column: 'varchar' },
  text: { ts: 'string', column: 'text' },
  uuid: { ts: 'string', column: 'uuid' },
  date: { ts: 'string', column: 'date' },
  time: { ts: 'string', column: 'time' },
  datetime: { ts: 'Date', column: 'timestamp' },
  datetimeOffset: { ts: 'Date', column: 'timestamp with time zone' },
  interval: { ts: 'string', column: 'interval' },
  binary: { ts: 'Buffer', column: 'blob' },
  json: { ts: 'unknown', column: 'json' },
};

/** PHP 8 with Doctrine ORM: the property type and the DBAL type constant. */
export const PHP_TYPES: Readonly<Record<TypeKind, { php: string; doctrine: string }>> = {
  boolean: { php: 'bool', doctrine: 'BOOLEAN' },
  int8: { php: 'int', doctrine: 'SMALLINT' },
  int16: { php: 'int', doctrine: 'SMALLINT' },
  int32: { php: 'int', doctrine: 'INTEGER' },
  int64: { php: 'int', doctrine: 'BIGINT' },
  decimal: { php: 'string', doctrine: 'DECIMAL' },
  float32: { php: 'float', doctrine: 'FLOAT' },
  float64: { php: 'float', doctrine: 'FLOAT' },
  string: { php: 'string', doctrine: 'STRING' },
  text: { php: 'string', doctrine: 'TEXT' },
  uuid: { php: 'string', doctrine: 'GUID' },
  date: { php: '\\DateTimeImmutable', doctrine: 'DATE_IMMUTABLE' },
  time: { php: '\\DateTimeImmutable', doctrine: 'TIME_IMMUTABLE' },
  datetime: { php: '\\DateTimeImmutable', doctrine: 'DATETIME_IMMUTABLE' },
  datetimeOffset: { php: '\\DateTimeImmutable', doctrine: 'DATETIMETZ_IMMUTABLE' },
  interval: { php: '\\DateInterval', doctrine: 'DATEINTERVAL' },
  binary: { php: 'string', doctrine: 'BINARY' },
  json: { php: 'array', doctrine: 'JSON' },
};
