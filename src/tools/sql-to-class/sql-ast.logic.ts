import { buildColumn, functionDefault } from './sql-column.logic';
import type { SqlColumn, SqlDefault, SqlDialect, SqlForeignKey, SqlTable } from './sql-schema.logic';
import { applyChanges, type TableChange, tableOf } from './table-changes.logic';

/**
 * The parts of node-sql-parser's AST that the model is built from. The library's own types
 * describe every statement of every dialect loosely; these name only what is read here.
 */
type AstName = string | { expr?: { value?: string } };

/** A column reference; a CHECK constraint's definition holds expressions in the same place, without a column. */
interface AstColumnRef {
  column?: AstName;
}

interface AstValue {
  type: string;
  value?: unknown;
  name?: { name?: { value?: string }[] } | string;
  expr?: AstValue;
  operator?: string;
}

/** Also what MySQL's ON UPDATE CURRENT_TIMESTAMP becomes: no table, only on_action. */
interface AstReference {
  table?: { table: string }[];
  definition?: AstColumnRef[];
}

interface AstColumnDefinition {
  dataType?: string;
  length?: number | string | null;
  scale?: number | null;
  suffix?: string[] | null;
  /** PostgreSQL `character varying(20)[]`. */
  array?: unknown;
  expr?: { value?: AstValue[] };
}

interface AstCreateDefinition {
  resource: string;
  column?: AstColumnRef;
  definition?: AstColumnDefinition | AstColumnRef[] | null;
  nullable?: { type: string } | null;
  auto_increment?: unknown;
  generated_by_default?: unknown;
  primary_key?: string | null;
  unique?: string | null;
  default_val?: { value: AstValue } | null;
  reference_definition?: AstReference;
  constraint_type?: string;
}

export interface AstStatement {
  type?: string;
  keyword?: string;
  resource?: string;
  table?: { db: string | null; table: string }[];
  create_definitions?: AstCreateDefinition[] | null;
}

const nameOf = (name: AstName | undefined): string | null => (typeof name === 'string' ? name : (name?.expr?.value ?? null));

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
    case 'function':
      return functionDefault(functionName(value));
    default: {
      const text = typeof value.value === 'string' ? value.value : value.type;
      const keyword = functionDefault(text);
      return keyword.kind === 'now' ? keyword : { kind: 'expression', text };
    }
  }
}

function isColumnDefinition(definition: AstCreateDefinition['definition']): definition is Exclude<AstCreateDefinition['definition'], AstColumnRef[]> {
  return !Array.isArray(definition);
}

/** The type as written: TEXT[] without its brackets, and PostgreSQL's WITH(OUT) TIME ZONE, which the AST keeps apart. */
function writtenType(definition: AstColumnDefinition): string {
  const base = (definition.dataType ?? '').replace(/\[\]$/, '');
  const suffix = (definition.suffix ?? []).map((word) => word.toUpperCase());
  if (!suffix.includes('ZONE')) return base;
  return `${base} ${suffix.includes('WITHOUT') ? 'WITHOUT' : 'WITH'} TIME ZONE`;
}

function readColumn(item: AstCreateDefinition, dialect: SqlDialect, enumTypes: ReadonlyMap<string, readonly string[]>): SqlColumn | null {
  const name = nameOf(item.column?.column);
  if (name === null || !isColumnDefinition(item.definition)) return null;
  const definition = item.definition ?? {};
  const length =
    typeof definition.length === 'string' && definition.length.toLowerCase() === 'max'
      ? 'max'
      : typeof definition.length === 'number'
        ? definition.length
        : null;
  return buildColumn(
    {
      name,
      type: writtenType(definition),
      length,
      scale: typeof definition.scale === 'number' ? definition.scale : null,
      unsigned: (definition.suffix ?? []).some((word) => word.toUpperCase() === 'UNSIGNED'),
      array: (definition.dataType ?? '').endsWith('[]') || Boolean(definition.array),
      nullable: item.nullable?.type !== 'not null',
      primaryKey: item.primary_key !== undefined && item.primary_key !== null,
      identity: Boolean(item.auto_increment) || Boolean(item.generated_by_default),
      unique: item.unique !== undefined && item.unique !== null,
      defaultValue: item.default_val ? readDefault(item.default_val.value) : null,
      enumValues: definition.expr?.value?.map((value) => String(value.value)) ?? null,
    },
    dialect,
    enumTypes,
  );
}

const columnNames = (refs: AstColumnRef[] | undefined) => (refs ?? []).map((ref) => nameOf(ref.column)).filter((name): name is string => name !== null);

/** A foreign key, or null for what the AST files in the same place without a table: MySQL's ON UPDATE CURRENT_TIMESTAMP. */
function readReference(columns: string[], reference: AstReference | undefined): SqlForeignKey | null {
  const table = reference?.table?.[0]?.table;
  return table ? { columns, referencedTable: table, referencedColumns: columnNames(reference.definition) } : null;
}

/** One CREATE TABLE statement as a table of the model; constraints are folded into its columns. */
export function readTable(statement: AstStatement, dialect: SqlDialect, enumTypes: ReadonlyMap<string, readonly string[]>): SqlTable {
  const target = statement.table?.[0] ?? { db: null, table: 'table' };
  const items = Array.isArray(statement.create_definitions) ? statement.create_definitions : [];
  const columns: SqlColumn[] = [];
  const changes: TableChange[] = [];
  const addReference = (names: string[], reference: AstReference | undefined) => {
    const key = readReference(names, reference);
    if (key) changes.push({ kind: 'foreignKey', key });
  };
  for (const item of items) {
    if (item.resource === 'column') {
      const column = readColumn(item, dialect, enumTypes);
      if (!column) continue;
      columns.push(column);
      addReference([column.name], item.reference_definition);
      continue;
    }
    const kind = (item.constraint_type ?? '').toLowerCase();
    if (kind === 'check') continue;
    const names = Array.isArray(item.definition) ? columnNames(item.definition) : [];
    if (kind === 'primary key') changes.push({ kind: 'primaryKey', columns: names });
    else if (kind === 'foreign key') addReference(names, item.reference_definition);
    else if (kind.startsWith('unique')) changes.push({ kind: 'unique', columns: names });
  }
  return applyChanges(tableOf(target.db, target.table, columns), changes);
}

export const isCreateTable = (statement: AstStatement) => statement.type === 'create' && statement.keyword === 'table';
