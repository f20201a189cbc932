import { navigationBase, pascalCase, uniqueNamer } from './naming.logic';
import type { SqlColumn, SqlSchema, SqlTable } from './sql-schema.logic';
import { kindOf, type TypeKind } from './type-maps.logic';

export interface ColumnPlan {
  column: SqlColumn;
  kind: TypeKind;
}

export interface NavigationPlan {
  /** The foreign-key column on this table. */
  column: SqlColumn;
  targetClass: string;
  targetTable: string;
  referencedColumn: string;
  /** A base for the property's name (customer_id -> customer); generators case it their way. */
  baseName: string;
}

export interface EntityPlan {
  table: SqlTable;
  className: string;
  columns: readonly ColumnPlan[];
  /** Single-column foreign keys to tables in the same input: the ones an ORM can navigate. */
  navigations: readonly NavigationPlan[];
}

/** A typed class name made safe as an identifier (letters, digits, underscores). */
export function cleanClassName(name: string): string {
  const cleaned = name.trim().replace(/[^\p{L}\p{N}_]/gu, '');
  return /^\p{N}/u.test(cleaned) ? `_${cleaned}` : cleaned;
}

/**
 * What every generator needs beyond the parsed tables: class names (the visitor's for the first
 * table, derived for the rest, never two alike), each column's type kind, and navigations.
 */
export function planEntities(schema: SqlSchema, className: string): EntityPlan[] {
  const nextClass = uniqueNamer();
  const custom = cleanClassName(className);
  const classes = schema.tables.map((table, index) => nextClass(index === 0 && custom !== '' ? custom : pascalCase(table.name, 'Entity')));
  const classByTable = new Map(schema.tables.map((table, index) => [table.name.toLowerCase(), { className: classes[index] as string, table }]));

  return schema.tables.map((table, index) => {
    const navigations: NavigationPlan[] = [];
    for (const key of table.foreignKeys) {
      const target = classByTable.get(key.referencedTable.toLowerCase());
      const column = table.columns.find((candidate) => candidate.name === key.columns[0]);
      if (!target || !column || key.columns.length !== 1 || navigations.some((navigation) => navigation.column === column)) continue;
      navigations.push({
        column,
        targetClass: target.className,
        targetTable: target.table.name,
        referencedColumn: key.referencedColumns[0] ?? target.table.primaryKey[0] ?? 'id',
        baseName: navigationBase(column.name) || target.table.name,
      });
    }
    return { table, className: classes[index] as string, columns: table.columns.map((column) => ({ column, kind: kindOf(column) })), navigations };
  });
}

/** Columns a constructor takes: all but those the database fills in itself. */
export const constructorColumns = (plan: EntityPlan) => plan.columns.filter(({ column }) => !column.identity);

/** A string as a double-quoted literal, valid in C#, Java, Python and TypeScript. */
export const quoted = (text: string) => JSON.stringify(text);

/** A string as a single-quoted PHP literal, where only the quote and backslash are special. */
export const phpQuoted = (text: string) => `'${text.replace(/[\\']/g, (char) => `\\${char}`)}'`;

/** Only plain decimal numbers are used as literals; anything else is left to the database. */
export const isPlainNumber = (text: string) => /^-?\d+(?:\.\d+)?$/.test(text);
