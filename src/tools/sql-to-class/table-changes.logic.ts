import { numbersItself } from './sql-column.logic';
import type { SqlColumn, SqlDefault, SqlForeignKey, SqlTable } from './sql-schema.logic';

/**
 * What a table-level constraint or an ALTER TABLE says about a table. Export tools put keys,
 * defaults and identities after the CREATE TABLE (pg_dump, SQL Server's scripts, phpMyAdmin);
 * the CREATE TABLE's own constraints are folded in the same way.
 */
export type TableChange =
  | { kind: 'column'; column: SqlColumn }
  | { kind: 'primaryKey'; columns: readonly string[]; identity?: readonly string[] }
  | { kind: 'unique'; columns: readonly string[] }
  | { kind: 'foreignKey'; key: SqlForeignKey }
  | { kind: 'default'; column: string; value: SqlDefault }
  | { kind: 'identity'; column: string }
  | { kind: 'notNull'; column: string };

/** A table from its columns, with a primary key made of the columns that declare one. */
export function tableOf(schema: string | null, name: string, columns: readonly SqlColumn[]): SqlTable {
  return { schema, name, columns, primaryKey: columns.filter((column) => column.primaryKey).map((column) => column.name), foreignKeys: [] };
}

/** The spelling of a column as the table has it: SQL Server and unquoted names match whatever their case. */
function resolve(columns: readonly SqlColumn[], name: string): string {
  return (columns.find((column) => column.name === name) ?? columns.find((column) => column.name.toLowerCase() === name.toLowerCase()))?.name ?? name;
}

export function applyChanges(table: SqlTable, changes: readonly TableChange[]): SqlTable {
  let columns = [...table.columns];
  let primaryKey = [...table.primaryKey];
  const foreignKeys = [...table.foreignKeys];
  const update = (name: string, change: (column: SqlColumn) => SqlColumn) => {
    const target = resolve(columns, name);
    columns = columns.map((column) => (column.name === target ? change(column) : column));
  };
  for (const change of changes) {
    switch (change.kind) {
      case 'column': {
        const target = resolve(columns, change.column.name);
        const replaced = columns.some((column) => column.name === target);
        columns = replaced
          ? columns.map((column) => (column.name === target ? { ...change.column, primaryKey: column.primaryKey || change.column.primaryKey } : column))
          : [...columns, change.column];
        if (change.column.primaryKey && !primaryKey.includes(target)) primaryKey.push(change.column.name);
        break;
      }
      case 'primaryKey':
        primaryKey = change.columns.map((name) => resolve(columns, name));
        for (const name of change.identity ?? []) update(name, (column) => ({ ...column, identity: true }));
        break;
      case 'unique':
        if (change.columns.length === 1) update(change.columns[0] as string, (column) => ({ ...column, unique: true }));
        break;
      case 'foreignKey':
        foreignKeys.push({ ...change.key, columns: change.key.columns.map((name) => resolve(columns, name)) });
        break;
      case 'default': {
        const { value } = change;
        update(change.column, (column) => (numbersItself(value) ? { ...column, identity: true } : { ...column, defaultValue: value }));
        break;
      }
      case 'identity':
        update(change.column, (column) => ({ ...column, identity: true }));
        break;
      case 'notNull':
        update(change.column, (column) => ({ ...column, nullable: false }));
        break;
    }
  }
  const keyColumns = new Set(primaryKey);
  return {
    ...table,
    columns: columns.map((column) => ({ ...column, primaryKey: keyColumns.has(column.name), nullable: column.nullable && !keyColumns.has(column.name) })),
    primaryKey,
    foreignKeys,
  };
}
