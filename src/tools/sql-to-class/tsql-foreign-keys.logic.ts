import type { SqlForeignKey } from './sql-schema.logic';

/**
 * node-sql-parser 5.4.0's SQL Server build cannot parse FOREIGN KEY ... REFERENCES in any form
 * (fixed upstream after that release). So, before that build reads a CREATE TABLE, its foreign-key
 * clauses are lifted out here: each is read with a narrow pattern and overwritten with spaces,
 * which keeps every other line and column where the visitor wrote it. (ALTER TABLE ... FOREIGN KEY
 * is read by alter-table.logic.ts, without the parser.)
 */

const IDENT = String.raw`(?:\[[^\]]+\]|"[^"]+"|\x60[^\x60]+\x60|[A-Za-z_][\w$#@]*)`;
const QUALIFIED = String.raw`${IDENT}(?:\s*\.\s*${IDENT})*`;
const ACTIONS = String.raw`(?:\s+ON\s+(?:DELETE|UPDATE)\s+(?:CASCADE|SET\s+NULL|SET\s+DEFAULT|NO\s+ACTION|RESTRICT))*(?:\s+NOT\s+FOR\s+REPLICATION)?`;
const REFERENCES = String.raw`REFERENCES\s+(${QUALIFIED})\s*(?:\(([^)]*)\))?${ACTIONS}`;

const TABLE_LEVEL = new RegExp(String.raw`,\s*(?:CONSTRAINT\s+${IDENT}\s+)?FOREIGN\s+KEY\s*\(([^)]*)\)\s*${REFERENCES}`, 'gi');
const COLUMN_LEVEL = new RegExp(String.raw`(?:CONSTRAINT\s+${IDENT}\s+)?(?:FOREIGN\s+KEY\s+)?${REFERENCES}`, 'gi');

/** The last part of a possibly qualified, possibly quoted name: [dbo].[Orders] -> Orders. */
export function unquoteName(qualified: string): string {
  const parts = qualified.match(new RegExp(IDENT, 'g')) ?? [qualified];
  return (parts.at(-1) ?? qualified).replace(/^[[`"]|[\]`"]$/g, '');
}

const nameList = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((name) => unquoteName(name.trim()))
    .filter((name) => name !== '');

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** The column an inline REFERENCES belongs to: the first name after the definition's opening comma or bracket. */
function owningColumn(sql: string, offset: number): string | null {
  let depth = 0;
  for (let index = offset - 1; index >= 0; index -= 1) {
    const char = sql[index];
    if (char === ')') depth += 1;
    else if (char === '(' && depth > 0) depth -= 1;
    else if ((char === ',' && depth === 0) || char === '(') {
      const match = new RegExp(`^\\s*(${IDENT})`).exec(sql.slice(index + 1, offset));
      return match ? unquoteName(match[1] as string) : null;
    }
  }
  return null;
}

export interface LiftedForeignKeys {
  /** The statement with every foreign-key clause blanked out. */
  sql: string;
  keys: readonly SqlForeignKey[];
}

/** The foreign keys of one CREATE TABLE statement, and the statement without them. */
export function liftForeignKeys(sql: string): LiftedForeignKeys {
  const keys: SqlForeignKey[] = [];
  const add = (columns: string[], table: string, referenced: string | undefined) => {
    if (columns.length > 0) keys.push({ columns, referencedTable: unquoteName(table), referencedColumns: nameList(referenced) });
  };
  let text = sql.replace(TABLE_LEVEL, (match, columns: string, target: string, referenced: string | undefined) => {
    add(nameList(columns), target, referenced);
    return blank(match);
  });
  text = text.replace(COLUMN_LEVEL, (match, target: string, referenced: string | undefined, offset: number) => {
    const column = owningColumn(text, offset);
    add(column ? [column] : [], target, referenced);
    return blank(match);
  });
  return { sql: text, keys };
}
