import type { SqlColumn, SqlDefault, SqlForeignKey, SqlTable } from './sql-schema.logic';

/**
 * The parts of node-sql-parser's AST that the model is built from. The library's own types
 * describe every statement of every dialect loosely; these name only what is read here.
 */
type AstName = string | { expr: { value: string } };

interface AstColumnRef {
  column: AstName;
}

interface AstValue {
  type: string;
  value?: unknown;
  name?: { name?: { value?: string }[] } | string;
  expr?: AstValue;
  operator?: string;
}

interface AstReference {
  table: { table: string }[];
  definition?: AstColumnRef[];
}

interface AstCreateDefinition {
  resource: string;
  column?: AstColumnRef;
  definition?: { dataType?: string; length?: number | string | null; scale?: number | null; suffix?: string[] | null; expr?: { value?: AstValue[] } } | AstColumnRef[] | null;
  nullable?: { type: string } | null;
  auto_increment?: unknown;
  generated_by_default?: unknown;
  primary_key?: string;
  unique?: string;
  default_val?: { value: AstValue } | null;
  reference_definition?: AstReference;
  constraint_type?: string;
}

export interface AstStatement {
  type?: string;
  keyword?: string;
  resource?: string;
  table?: { db: string | null; table: string }[];
  name?: { name: string };
  create_definitions?: AstCreateDefinition[] | { value: AstValue[] } | null;
}

const nameOf = (name: AstName): string => (typeof name === 'string' ? name : name.expr.value);

/** PostgreSQL's serial types are integers the database numbers itself. */
const SERIAL_TYPES: Readonly<Record<string, string>> = { SMALLSERIAL: 'SMALLINT', SERIAL: 'INT', BIGSERIAL: 'BIGINT', SERIAL2: 'SMALLINT', SERIAL4: 'INT', SERIAL8: 'BIGINT' };

/** Functions whose default is "the current time". */
const NOW_FUNCTIONS = new Set(['CURRENT_TIMESTAMP', 'NOW', 'GETDATE', 'GETUTCDATE', 'SYSDATETIME', 'SYSUTCDATETIME', 'SYSDATETIMEOFFSET', 'CURRENT_DATE', 'CURRENT_TIME', 'LOCALTIMESTAMP', 'UTC_TIMESTAMP']);

function functionName(value: AstValue): string {
  if (typeof value.name === 'string') return value.name;
  return (value.name?.name ?? []).map((part) => part.value ?? '').join('.');
}

export function readDefault(value: AstValue): SqlDefault {
  switch (value.type) {
    case 'number':
      return { kind: 'number', value: String(value.value) };
    case 'single_quote_string':
    case 'double_quote_string':
    case 'natural_string':
    case 'string':
      return { kind: 'string', value: String(value.value) };
    case 'bool':
    case 'boolean':
      return { kind: 'boolean', value: value.value === true || String(value.value).toUpperCase() === 'TRUE' };
    case 'null':
      return { kind: 'null' };
    case 'cast':
      return value.expr ? readDefault(value.expr) : { kind: 'expression', text: 'cast' };
    case 'unary_expr':
      if (value.operator === '-' && value.expr?.type === 'number') return { kind: 'number', value: `-${String(value.expr.value)}` };
      return { kind: 'expression', text: `${value.operator ?? ''}expression` };
    case 'function': {
      const name = functionName(value);
      return NOW_FUNCTIONS.has(name.toUpperCase()) ? { kind: 'now' } : { kind: 'expression', text: `${name}()` };
    }
    default: {
      const text = typeof value.value === 'string' ? value.value : value.type;
      return NOW_FUNCTIONS.has(text.toUpperCase()) ? { kind: 'now' } : { kind: 'expression', text };
    }
  }
}

function isColumnDefinition(definition: AstCreateDefinition['definition']): definition is Exclude<AstCreateDefinition['definition'], AstColumnRef[]> {
  return !Array.isArray(definition);
}

function readColumn(item: AstCreateDefinition, enumTypes: ReadonlyMap<string, readonly string[]>): SqlColumn | null {
  if (!item.column || !isColumnDefinition(item.definition)) return null;
  const definition = item.definition ?? {};
  const written = (definition.dataType ?? 'TEXT').trim();
  const array = written.endsWith('[]');
  const base = written.replace(/\[\]$/, '').toUpperCase();
  const serialBase = SERIAL_TYPES[base];
  const suffix = (definition.suffix ?? []).map((word) => word.toUpperCase());
  const enumValues = definition.expr?.value?.map((value) => String(value.value)) ?? enumTypes.get(written.toLowerCase()) ?? null;
  const length = definition.length === 'max' || definition.length === 'MAX' ? 'max' : typeof definition.length === 'number' ? definition.length : null;
  const primaryKey = item.primary_key !== undefined;
  return {
    name: nameOf(item.column.column),
    sqlType: serialBase ?? (suffix.includes('WITH') && suffix.includes('ZONE') ? `${base} WITH TIME ZONE` : base),
    length,
    scale: typeof definition.scale === 'number' ? definition.scale : null,
    unsigned: suffix.includes('UNSIGNED'),
    array,
    nullable: !primaryKey && item.nullable?.type !== 'not null',
    primaryKey,
    identity: serialBase !== undefined || Boolean(item.auto_increment) || Boolean(item.generated_by_default),
    unique: item.unique !== undefined && item.unique !== null,
    defaultValue: item.default_val ? readDefault(item.default_val.value) : null,
    enumValues,
  };
}

const columnNames = (refs: AstColumnRef[] | undefined) => (refs ?? []).map((ref) => nameOf(ref.column));

function readReference(columns: string[], reference: AstReference): SqlForeignKey {
  return { columns, referencedTable: reference.table[0]?.table ?? '', referencedColumns: columnNames(reference.definition) };
}

/** One CREATE TABLE statement as a table of the model; constraints are folded into its columns. */
export function readTable(statement: AstStatement, enumTypes: ReadonlyMap<string, readonly string[]>): SqlTable {
  const target = statement.table?.[0] ?? { db: null, table: 'table' };
  const items = Array.isArray(statement.create_definitions) ? statement.create_definitions : [];
  const columns: SqlColumn[] = [];
  const foreignKeys: SqlForeignKey[] = [];
  const primaryKey: string[] = [];
  const unique = new Set<string>();
  for (const item of items) {
    if (item.resource === 'column') {
      const column = readColumn(item, enumTypes);
      if (!column) continue;
      columns.push(column);
      if (column.primaryKey) primaryKey.push(column.name);
      if (item.reference_definition) foreignKeys.push(readReference([column.name], item.reference_definition));
      continue;
    }
    const kind = (item.constraint_type ?? '').toLowerCase();
    const names = Array.isArray(item.definition) ? columnNames(item.definition) : [];
    if (kind === 'primary key') primaryKey.splice(0, primaryKey.length, ...names);
    else if (kind === 'foreign key' && item.reference_definition) foreignKeys.push(readReference(names, item.reference_definition));
    else if (kind.startsWith('unique') && names.length === 1) unique.add(names[0] as string);
  }
  const keyColumns = new Set(primaryKey);
  return {
    schema: target.db,
    name: target.table,
    columns: columns.map((column) => ({
      ...column,
      primaryKey: keyColumns.has(column.name),
      nullable: column.nullable && !keyColumns.has(column.name),
      unique: column.unique || unique.has(column.name),
    })),
    primaryKey,
    foreignKeys,
  };
}

/** PostgreSQL `CREATE TYPE name AS ENUM (...)`: the type's name and its values. */
export function readEnumType(statement: AstStatement): [string, string[]] | null {
  if (statement.keyword !== 'type' || statement.resource !== 'enum' || !statement.name) return null;
  const list = statement.create_definitions;
  const values = list && !Array.isArray(list) ? list.value.map((value) => String(value.value)) : [];
  return [statement.name.name.toLowerCase(), values];
}

export const isCreateTable = (statement: AstStatement) => statement.type === 'create' && statement.keyword === 'table';
