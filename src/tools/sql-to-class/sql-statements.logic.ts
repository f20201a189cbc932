import { lineStarts, positionAt } from '@contract/position';
import { isSemicolon, keyword, type Token, tokenize } from './sql-tokens.logic';

/**
 * Splits a pasted script into statements, so that one the parser refuses does not sink the others,
 * and says what each is. Export tools end statements with `;` or, in SQL Server scripts, with a
 * `GO` line; hand-written T-SQL may have neither, so a CREATE or ALTER that starts a line starts a
 * statement too.
 */

export interface SqlStatement {
  /** Tokens with offsets into the script. */
  tokens: readonly Token[];
  start: number;
  end: number;
  /** 1-based line and column of the first token. */
  line: number;
  column: number;
}

export interface SplitScript {
  /** The script with comments overwritten by spaces, so offsets, lines and columns stay as pasted. */
  source: string;
  statements: SqlStatement[];
}

const blankRange = (text: string) => text.replace(/[^\n]/g, ' ');

function startsLine(text: string, offset: number): boolean {
  const before = text.lastIndexOf('\n', offset - 1);
  return text.slice(before + 1, offset).trim() === '';
}

/** `GO` (or `GO 5`) alone on its line: SQL Server tools' batch separator. */
function isBatchSeparator(text: string, token: Token): boolean {
  if (keyword(token) !== 'GO' || !startsLine(text, token.start)) return false;
  const lineEnd = text.indexOf('\n', token.end);
  return /^\s*\d*\s*$/.test(text.slice(token.end, lineEnd < 0 ? text.length : lineEnd));
}

/** Statements whose bodies hold other statements; a CREATE inside one does not start a new statement. */
const ROUTINES = new Set(['FUNCTION', 'PROCEDURE', 'PROC', 'TRIGGER', 'EVENT']);

export function splitStatements(sql: string, backslashEscapes: boolean): SplitScript {
  const { tokens, comments } = tokenize(sql, backslashEscapes);
  const pieces: string[] = [];
  let copied = 0;
  for (const [start, end] of comments) {
    pieces.push(sql.slice(copied, start), blankRange(sql.slice(start, end)));
    copied = end;
  }
  const source = pieces.join('') + sql.slice(copied);

  const starts = lineStarts(sql);
  const statements: SqlStatement[] = [];
  let current: Token[] = [];
  let depth = 0;
  // BEGIN ... END blocks of a trigger or routine body, whose inner statements end with `;` too.
  let blocks = 0;
  let routine = false;
  const close = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) {
      const { line, column } = positionAt(sql, first.start, starts);
      statements.push({ tokens: current, start: first.start, end: last.end, line, column });
    }
    current = [];
    depth = 0;
    blocks = 0;
    routine = false;
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    if (isSemicolon(token) && blocks === 0) {
      close();
      continue;
    }
    if (isBatchSeparator(source, token)) {
      close();
      const count = tokens[index + 1];
      if (count?.kind === 'number' && !source.slice(token.end, count.start).includes('\n')) index += 1; // GO 5
      continue;
    }
    const word = keyword(token);
    if (depth === 0 && (word === 'CREATE' || word === 'ALTER') && current.length > 0 && startsLine(source, token.start) && !routine) close();
    if (current.length < 14) routine = isRoutine(current);
    if (routine) blocks = Math.max(0, blocks + blockStep(word, keyword(tokens[index + 1])));
    if (token.kind === 'punct' && token.value === '(') depth += 1;
    else if (token.kind === 'punct' && token.value === ')') depth = Math.max(0, depth - 1);
    current.push(token);
  }
  close();
  return { source, statements };
}

/** BEGIN and CASE open a block, END closes one; not BEGIN TRANSACTION, nor MySQL's END IF, END LOOP... */
function blockStep(word: string, next: string): number {
  if (word === 'BEGIN') return ['TRAN', 'TRANSACTION', 'DISTRIBUTED', 'DEFERRED', 'IMMEDIATE', 'EXCLUSIVE'].includes(next) ? 0 : 1;
  if (word === 'CASE') return 1;
  if (word === 'END') return ['IF', 'LOOP', 'WHILE', 'REPEAT'].includes(next) ? 0 : -1;
  return 0;
}

/** CREATE [OR REPLACE] [DEFINER=...] FUNCTION, PROCEDURE, TRIGGER or EVENT: the first object word decides. */
function isRoutine(tokens: readonly Token[]): boolean {
  if (keyword(tokens[0]) !== 'CREATE') return false;
  const object = tokens.slice(1, 14).find((token) => OBJECTS.has(keyword(token)));
  return ROUTINES.has(keyword(object));
}

export type StatementKind = { kind: 'table' } | { kind: 'enum' } | { kind: 'alter' } | { kind: 'ignored'; label: string } | { kind: 'unknown' };

/** What follows CREATE, ALTER or DROP: the kind of object, found past modifiers such as OR REPLACE, UNIQUE, DEFINER=... */
const OBJECTS = new Set([
  ...ROUTINES,
  ...'TABLE INDEX SEQUENCE VIEW EXTENSION SCHEMA DOMAIN TYPE RULE POLICY PUBLICATION SUBSCRIPTION AGGREGATE OPERATOR COLLATION CAST SERVER ROLE USER LOGIN DATABASE SYNONYM STATISTICS TABLESPACE LANGUAGE CONVERSION ASSEMBLY PARTITION FULLTEXT'.split(
    ' ',
  ),
]);

/** Statements a script may hold that define no table, by their first word. */
const OTHER_STATEMENTS = new Set(
  'SET USE COMMENT INSERT UPDATE DELETE MERGE SELECT WITH VALUES LOCK UNLOCK PRAGMA BEGIN COMMIT ROLLBACK END START SAVEPOINT RELEASE GRANT REVOKE DENY TRUNCATE DECLARE PRINT EXEC EXECUTE IF ELSE WHILE RETURN RAISERROR THROW ANALYZE ANALYSE VACUUM REINDEX REFRESH CALL DO COPY REPLACE DELIMITER SHOW EXPLAIN DESCRIBE CHECKPOINT OPTIMIZE FLUSH RESET DISCARD CLUSTER NOTIFY LISTEN ATTACH DETACH SECURITY OPEN FETCH CLOSE DEALLOCATE DBCC BACKUP RESTORE'.split(
    ' ',
  ),
);

/** A statement as the converter needs it: a table, an enum type, an ALTER TABLE, or something to pass over. */
export function statementKind(tokens: readonly Token[]): StatementKind {
  const first = keyword(tokens[0]);
  if (first === 'CREATE' || first === 'ALTER' || first === 'DROP') {
    const index = tokens.slice(1, 14).findIndex((token) => OBJECTS.has(keyword(token))) + 1;
    const object = keyword(tokens[index]);
    if (index === 0) return { kind: 'unknown' };
    const modifiers = tokens.slice(1, index).map(keyword);
    if (first === 'CREATE' && object === 'TABLE' && modifiers.every((word) => ['GLOBAL', 'LOCAL', 'TEMP', 'TEMPORARY', 'UNLOGGED'].includes(word)))
      return { kind: 'table' };
    if (first === 'CREATE' && object === 'TYPE' && tokens.slice(index + 1, index + 8).some((token) => keyword(token) === 'ENUM')) return { kind: 'enum' };
    if (first === 'ALTER' && object === 'TABLE') return { kind: 'alter' };
    const qualifier = modifiers.includes('VIRTUAL')
      ? 'VIRTUAL '
      : modifiers.includes('FOREIGN')
        ? 'FOREIGN '
        : modifiers.includes('MATERIALIZED')
          ? 'MATERIALIZED '
          : '';
    return { kind: 'ignored', label: `${first} ${qualifier}${object}` };
  }
  if (OTHER_STATEMENTS.has(first)) return { kind: 'ignored', label: first === 'COMMENT' ? 'COMMENT ON' : first };
  return { kind: 'unknown' };
}
