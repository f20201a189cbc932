import { atLineColumn } from '@contract/position';
import type { AstStatement } from './sql-ast.logic';
import { dialectLabels, type SqlDialect, type SqlDialectChoice } from './sql-schema.logic';

/** node-sql-parser: one build per dialect, which dialect a script is in, and what a failure says. */

interface SqlParser {
  astify: (sql: string, options: { database: string }) => AstStatement | AstStatement[];
}

interface ParserModule {
  Parser?: new () => SqlParser;
  default?: { Parser: new () => SqlParser };
}

/** One build per dialect (41–58 KB each), loaded only when that dialect is tried. */
const PARSER_BUILDS: Readonly<Record<SqlDialect, () => Promise<unknown>>> = {
  mysql: () => import('node-sql-parser/build/mysql'),
  postgresql: () => import('node-sql-parser/build/postgresql'),
  transactsql: () => import('node-sql-parser/build/transactsql'),
  sqlite: () => import('node-sql-parser/build/sqlite'),
};

const parsers = new Map<SqlDialect, SqlParser>();

async function parserFor(dialect: SqlDialect): Promise<SqlParser> {
  const cached = parsers.get(dialect);
  if (cached) return cached;
  // The builds are CommonJS: the class is on the module or on its default export, depending on the bundler.
  const module = (await PARSER_BUILDS[dialect]()) as ParserModule;
  const Parser = module.Parser ?? module.default?.Parser;
  if (!Parser) throw new Error(`The ${dialect} parser could not be loaded.`);
  const parser = new Parser();
  parsers.set(dialect, parser);
  return parser;
}

/** The statements of `sql` as the dialect's parser reads them; throws the parser's error. */
export async function astify(sql: string, dialect: SqlDialect): Promise<AstStatement[]> {
  const ast = (await parserFor(dialect)).astify(sql, { database: dialect });
  return Array.isArray(ast) ? ast : [ast];
}

/** A table name in double quotes, which MySQL reads as a string: PostgreSQL's or SQLite's. */
const ANSI_QUOTED_TABLE = /\bCREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:\w+\.)?"/i;

/** Telltale signs of each dialect, export tools' habits included; the one with most signs is the script's. */
const DIALECT_SIGNS: Readonly<Record<SqlDialect, readonly RegExp[]>> = {
  mysql: [/`/, /\bAUTO_INCREMENT\b/i, /\bUNSIGNED\b/i, /\bENGINE\s*=/i, /\bENUM\s*\(/i, /\b(?:TINY|MEDIUM|LONG)TEXT\b/i, /\bCHARSET\b/i, /\/\*!\d{5}/],
  postgresql: [
    /\b(?:BIG|SMALL)?SERIAL\b/i,
    /\bJSONB\b/i,
    /\bTIMESTAMPTZ\b/i,
    /\bUUID\b/i,
    /::/,
    /\bCREATE\s+TYPE\b/i,
    /\bGENERATED\s+(?:ALWAYS|BY\s+DEFAULT)\s+AS\s+IDENTITY\b/i,
    /\bBYTEA\b/i,
    /\[\]/,
    /\bCHARACTER\s+VARYING\b/i,
    /\bTIME(?:STAMP)?\s+WITH(?:OUT)?\s+TIME\s+ZONE\b/i,
    /\bnextval\s*\(/i,
    /\bOWNER\s+TO\b/i,
    /\bALTER\s+TABLE\s+ONLY\b/i,
    ANSI_QUOTED_TABLE,
  ],
  transactsql: [
    /\[[^\]\s][^\]]*\]/,
    /\bIDENTITY\s*\(/i,
    /\bN(?:VAR)?CHAR\b/i,
    /\(\s*MAX\s*\)/i,
    /\bUNIQUEIDENTIFIER\b/i,
    /\bDATETIME2\b/i,
    /\bGETDATE\s*\(/i,
    /\bCLUSTERED\b/i,
    /^\s*GO\s*$/im,
    /\bTEXTIMAGE_ON\b/i,
    /\bSET\s+ANSI_NULLS\b/i,
  ],
  sqlite: [
    ANSI_QUOTED_TABLE,
    /\bCREATE\s+TABLE\s+IF\s+NOT\s+EXISTS\s+["']/i,
    /\bAUTOINCREMENT\b/i,
    /\bWITHOUT\s+ROWID\b/i,
    /\)\s*STRICT\b/i,
    /\bsqlite_sequence\b/i,
    /\bCOLLATE\s+NOCASE\b/i,
    /\b(?:datetime|strftime)\s*\(\s*'/i,
    /\bON\s+CONFLICT\s+(?:REPLACE|IGNORE|ABORT|FAIL|ROLLBACK)\b/i,
  ],
};

const DIALECTS = Object.keys(DIALECT_SIGNS) as SqlDialect[];

export function detectDialect(sql: string): SqlDialect {
  let best: SqlDialect = 'mysql';
  let bestScore = 0;
  for (const dialect of DIALECTS) {
    const score = DIALECT_SIGNS[dialect].filter((sign) => sign.test(sql)).length;
    if (score > bestScore) [best, bestScore] = [dialect, score];
  }
  return best;
}

/** The dialect chosen, or detected when the choice is Auto-detect. */
export const dialectOf = (sql: string, choice: SqlDialectChoice): SqlDialect => (choice === 'auto' ? detectDialect(sql) : choice);

export interface ParserFailure {
  dialect: SqlDialect;
  message: string;
  line: number;
  column: number;
  /** The word at the spot, when the parsed text is known: "rowversion" where the parser says "r". */
  found?: string;
}

/** Where a statement starts in the pasted text. */
export interface Origin {
  line: number;
  column: number;
}

/**
 * A parser's error as a failure, placed in the pasted text: the parsers count from the statement's
 * first character (they trim what precedes it), so its position is moved by where the statement starts.
 * Given the text it read, the failure names the whole word where the parser stopped.
 */
export function failureOf(error: unknown, dialect: SqlDialect, text?: string, origin: Origin = { line: 1, column: 1 }): ParserFailure {
  const location = (error as { location?: { start?: { line: number; column: number; offset: number } } }).location?.start;
  const message = error instanceof Error ? error.message : String(error);
  const line = location?.line ?? 1;
  const column = location?.column ?? 1;
  const failure: ParserFailure = { dialect, message, line: origin.line + line - 1, column: line === 1 ? origin.column + column - 1 : column };
  if (location && text !== undefined) {
    const rest = text.slice(location.offset);
    const word = /^[\p{L}\p{N}_$#@]+/u.exec(rest)?.[0];
    const before = /[\p{L}\p{N}_$#@.\]"`]+$/u.exec(text.slice(0, location.offset))?.[0];
    if (rest.trim() === '') failure.found = 'end of input';
    else if (word) failure.found = `"${word}"`;
    else if (/^\s/.test(rest) && before) failure.found = `space after "${before}"`;
    else failure.found = `"${rest.charAt(0)}"`;
  }
  return failure;
}

/** Of several failures, the one furthest into the text. */
export const furthest = (failures: readonly ParserFailure[]): ParserFailure | null =>
  failures.reduce<ParserFailure | null>(
    (best, failure) => (!best || failure.line > best.line || (failure.line === best.line && failure.column > best.column) ? failure : best),
    null,
  );

/** What the parser met, in a few words: `unexpected "W"`. */
function failureWhat(failure: ParserFailure): string {
  const found = failure.found ?? /but (.+) found\.?$/.exec(failure.message)?.[1];
  return found ? `unexpected ${found}` : (failure.message.split('\n')[0] ?? '');
}

/** Where and what, inside a note's sentence: `line 3, column 29: unexpected "W"`. */
export function failurePlace(failure: ParserFailure): string {
  return `line ${failure.line}, column ${failure.column}: ${failureWhat(failure)}`;
}

/** The parser's own position, its "found" part, and the line with a caret under the spot. */
export function describeFailure(sql: string, failure: ParserFailure): string {
  const lineText = (sql.split('\n')[failure.line - 1] ?? '').replace(/\t/g, ' ').trimEnd();
  const shown = lineText.length > 120 ? lineText.slice(0, 120) + '…' : lineText;
  const caret = failure.column <= 121 ? `\n${' '.repeat(failure.column - 1)}^` : '';
  return `Could not parse the SQL (${dialectLabels[failure.dialect]}): ${atLineColumn(failure, failureWhat(failure))}.\n${shown}${caret}`;
}
