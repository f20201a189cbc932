import type { SqlDialect } from '@contract/sql-beautify';
import { sqlTokens } from '@contract/sql-tokens';

/**
 * Guessing a query's dialect from its own signs, for Auto-detect. Only types come from the contract:
 * this file runs in the worker too, which must not bundle zod.
 */

/** Names in sentences ("Formatted as T-SQL (detected)"); shorter than the Dialect select's labels. */
export const DIALECT_NAMES: Readonly<Record<SqlDialect, string>> = {
  sql: 'Standard SQL',
  mysql: 'MySQL',
  postgresql: 'PostgreSQL',
  transactsql: 'T-SQL',
  sqlite: 'SQLite',
  bigquery: 'BigQuery',
  clickhouse: 'ClickHouse',
  db2: 'Db2',
  db2i: 'Db2 for i',
  duckdb: 'DuckDB',
  hive: 'Hive',
  mariadb: 'MariaDB',
  n1ql: 'N1QL',
  plsql: 'PL/SQL',
  redshift: 'Redshift',
  singlestoredb: 'SingleStoreDB',
  snowflake: 'Snowflake',
  spark: 'Spark SQL',
  tidb: 'TiDB',
  trino: 'Trino',
};

/**
 * The order to try dialects in when the signs do not decide: Standard SQL first, as before Auto-detect,
 * then the widely used ones; the close relatives of MySQL (MariaDB, TiDB, SingleStoreDB) and Db2 for i
 * come last, since a query without their own signs reads the same as in MySQL or Db2.
 */
const FALLBACK_ORDER: readonly SqlDialect[] = [
  'sql',
  'postgresql',
  'mysql',
  'transactsql',
  'sqlite',
  'bigquery',
  'plsql',
  'snowflake',
  'redshift',
  'duckdb',
  'trino',
  'spark',
  'hive',
  'clickhouse',
  'db2',
  'n1ql',
  'mariadb',
  'tidb',
  'singlestoredb',
  'db2i',
];
/** Which dialect wins a tie between dialects that have signs: the widely used first, and Standard SQL last. */
const TIE_ORDER: readonly SqlDialect[] = [...FALLBACK_ORDER.slice(1), 'sql'];

/** Signs in the first characters decide; reading a 20 MB dump to the end would only cost time. */
const SAMPLE_CHARS = 200_000;

type Weights = Partial<Record<SqlDialect, number>>;

/**
 * Each sign and what it says about each dialect (3: all but certain, 2: typical, 1: a hint that other
 * dialects share). The patterns read the skeleton (see skeletonOf): words in upper case, strings as '',
 * no comments, and a space or a line break only where the text had one.
 */
const SIGNS: readonly (readonly [RegExp, Weights])[] = [
  // T-SQL (SQL Server)
  [/(?<!ARRAY\s*)(?:^|[\s.,(=+])\[[\p{L}_@#][^\]['"`]*\]/u, { transactsql: 3 }], // [bracketed names]; a[1], ARRAY[x] and ['a'] are not
  [/\b(?:SELECT|DISTINCT|ALL|DELETE|UPDATE|INSERT)\s+TOP\s*[(\d@]/, { transactsql: 3 }],
  [/\bDECLARE\s+@/, { transactsql: 3 }],
  [/@@(?:ROWCOUNT|IDENTITY|ERROR|TRANCOUNT|FETCH_STATUS|SPID|SERVERNAME)\b/, { transactsql: 3 }],
  [/(?:^|[^@\w])@[A-Z_]\w*/, { transactsql: 2, mysql: 1, bigquery: 1 }], // @variables; MySQL user variables and BigQuery parameters look alike
  [/\bN(?:VAR)?CHAR\b|\bNTEXT\b|\bUNIQUEIDENTIFIER\b|\bDATETIME(?:2|OFFSET)\b|\bSMALLDATETIME\b/, { transactsql: 3 }],
  [/(?:^|\W)N''/, { transactsql: 2 }], // N'unicode'
  [
    /\b(?:GETDATE|GETUTCDATE|SYSDATETIME|SYSUTCDATETIME|DATEADD|DATEPART|DATENAME|EOMONTH|CHARINDEX|NEWID|SCOPE_IDENTITY|OBJECT_ID|TRY_CONVERT|TRY_CAST|DB_NAME)\s*\(/,
    { transactsql: 2 },
  ],
  [/\b(?:ISNULL|LEN|DATEDIFF)\s*\(/, { transactsql: 1 }],
  [/\bCONVERT\s*\(\s*(?:N?VARCHAR|N?CHAR|INT|BIGINT|DATE|DATETIME2?|DECIMAL|NUMERIC|MONEY|FLOAT)\b/, { transactsql: 2 }], // CONVERT(type, x); MySQL's is CONVERT(x, type)
  [/\bNOLOCK\b|\bSET\s+NOCOUNT\b|\bOUTPUT\s+(?:INSERTED|DELETED)\.|\b(?:CROSS|OUTER)\s+APPLY\b|\bBEGIN\s+TRAN\b|\bEXEC\b|\bIDENTITY\s*\(/, { transactsql: 3 }],
  [/\bDBO\./, { transactsql: 2 }],
  [/\b(?:FROM|INTO|JOIN|TABLE|UPDATE)\s+##?[A-Z_]/, { transactsql: 3 }], // #temp tables
  [/(?:^|\n)GO(?:\n|$)/, { transactsql: 3 }], // the batch separator of SSMS scripts
  [/(?:^|\n);\s*WITH\b/, { transactsql: 2 }], // ;WITH, a SQL Server habit (the statement before must end with ;)
  [/\bOFFSET\s+\S+\s+ROWS?\b/, { transactsql: 1, sql: 1 }], // OFFSET n ROWS: ISO, and T-SQL's only paging

  // MySQL
  [/`[^`.-]*`/, { mysql: 2 }], // `name`; BigQuery's `project.dataset.table` has dots
  [/\bLIMIT\s+[\d?]+\s*,\s*[\d?]+/, { mysql: 2, sqlite: 1 }], // LIMIT offset, count
  [
    /\bON\s+DUPLICATE\s+KEY\b|\bINSERT\s+IGNORE\b|\bAUTO_INCREMENT\b|\bENGINE\s*=|\bSQL_CALC_FOUND_ROWS\b|\bSTRAIGHT_JOIN\b|\b(?:FORCE|USE)\s+INDEX\b/,
    { mysql: 3 },
  ],
  [/\b(?:DATE_FORMAT|STR_TO_DATE|CURDATE|UNIX_TIMESTAMP|FROM_UNIXTIME|LAST_INSERT_ID)\s*\(/, { mysql: 2 }],
  [/\bUNSIGNED\b|\b(?:MEDIUM|TINY|LONG)(?:INT|TEXT|BLOB)\b/, { mysql: 2 }],
  [/\bREPLACE\s+INTO\b/, { mysql: 2, sqlite: 1 }],
  [/\bGROUP_CONCAT\s*\(/, { mysql: 1, sqlite: 1 }],
  [/\bIFNULL\s*\(/, { mysql: 1, sqlite: 1, bigquery: 1 }],
  [/\bINTERVAL\s+-?\d+\s+(?:MICROSECOND|SECOND|MINUTE|HOUR|DAY|WEEK|MONTH|QUARTER|YEAR)\b/, { mysql: 1, bigquery: 1 }], // INTERVAL 7 DAY
  [/@\w+\s*:=/, { mysql: 3 }], // @user_variable := value
  [/:=/, { mysql: 1 }],
  [/'\\'/, { mysql: 2, bigquery: 1 }], // a backslash-escaped quote (see stringMark)
  [/\bUPDATE\s+\S+(?:\s+(?:AS\s+)?\w+)?\s+(?:(?:INNER|LEFT|RIGHT|CROSS)\s+)?JOIN\b/, { mysql: 2 }], // UPDATE a JOIN b ... SET
  [/\bJSON_(?:CONTAINS|UNQUOTE|SEARCH|ARRAYAGG|OBJECTAGG|TABLE)\s*\(/, { mysql: 2 }],
  [/\bJSON_EXTRACT\s*\(/, { mysql: 1, sqlite: 1 }],
  [/(?:^|\n)DELIMITER\b/, { mysql: 3 }], // the mysql client's DELIMITER // around procedures

  // PostgreSQL
  [/::/, { postgresql: 3, redshift: 1, snowflake: 1, duckdb: 1 }], // x::type, which PostgreSQL's descendants and imitators share
  [/(?:^|[^\w$])\$\d+/, { postgresql: 3 }], // $1 parameters
  [/\$\w*\$/, { postgresql: 3 }], // $$ dollar quotes $$
  [/\bILIKE\b|~\*|!~/, { postgresql: 3 }],
  [/\bDISTINCT\s+ON\b|\bJSONB\w*|\b(?:BIG|SMALL)?SERIAL\b|\bTIMESTAMPTZ\b|\bBYTEA\b|\bGENERATE_SERIES\s*\(/, { postgresql: 3 }],
  [/@>|<@|#>>?|\?[|&]/, { postgresql: 2 }], // jsonb and array operators
  [/\w\[\]/, { postgresql: 2 }], // text[]
  [/(?:^|\W)E''/, { postgresql: 2 }], // E'escapes'
  [/\bDATE_TRUNC\s*\(\s*''/, { postgresql: 2 }], // date_trunc('month', x); BigQuery puts the part last
  [/\bFILTER\s*\(\s*WHERE\b/, { postgresql: 2, sqlite: 1 }],
  [/\bRETURNING\b/, { postgresql: 2, sqlite: 1 }],
  [/\bON\s+CONFLICT\b|\bEXCLUDED\./, { postgresql: 2, sqlite: 1 }],
  [/->>?/, { postgresql: 1, mysql: 1 }], // JSON access
  [/\bINTERVAL\s+''/, { postgresql: 1 }],
  [/\b(?:STRING_AGG|ARRAY_AGG|TO_CHAR)\s*\(|\bLATERAL\b/, { postgresql: 1 }],
  [/\bNOW\s*\(/, { postgresql: 1, mysql: 1 }],
  [/\bPG_\w+|\bCONCURRENTLY\b|\bSTD(?:IN|OUT)\b/, { postgresql: 3 }], // pg_catalog names, CREATE INDEX CONCURRENTLY, COPY ... TO STDOUT

  // SQLite
  [/\bINSERT\s+OR\s+(?:REPLACE|IGNORE|ABORT|ROLLBACK|FAIL)\b|\bPRAGMA\b|\bWITHOUT\s+ROWID\b|\bAUTOINCREMENT\b|\bSQLITE_\w+/, { sqlite: 3 }],
  [/\b(?:STRFTIME|JULIANDAY)\s*\(|\bDATETIME\s*\(\s*''|\bBEGIN\s+(?:IMMEDIATE|EXCLUSIVE|DEFERRED)\b/, { sqlite: 3 }],
  [/\?\d+|\bGLOB\b|\bROWID\b/, { sqlite: 2 }], // ?1 numbered parameters
  [/\?/, { sqlite: 1, mysql: 1 }], // ? parameters: SQLite bindings and JDBC alike
  [/(?:^|[\s(,=]):[A-Z_]\w*/, { sqlite: 2 }], // :name parameters (Android Room, Python's sqlite3); x::int is not one

  // BigQuery
  [/`[^`]*\.[^`]*`/, { bigquery: 3 }], // `project.dataset.table`
  [/`[^`.]*-[^`.]*`/, { bigquery: 1, n1ql: 1 }], // `my-project` or a Couchbase bucket such as `travel-sample`
  [/\bSAFE(?:_CAST|_DIVIDE|_OFFSET|_ORDINAL)?\b|\b(?:STRUCT|ARRAY)\s*<|\*\s*(?:EXCEPT|REPLACE)\s*\(|\[\s*(?:OFFSET|ORDINAL)\s*\(/, { bigquery: 3 }],
  [/\b(?:INT64|FLOAT64|BIGNUMERIC|_TABLE_SUFFIX|_PARTITIONTIME)\b/, { bigquery: 3 }],
  [
    /\b(?:FORMAT_DATE|FORMAT_TIMESTAMP|PARSE_DATE|PARSE_TIMESTAMP|TIMESTAMP_DIFF|TIMESTAMP_SUB|TIMESTAMP_ADD|TIMESTAMP_TRUNC|DATE_DIFF|COUNTIF|REGEXP_CONTAINS|GENERATE_DATE_ARRAY)\s*\(/,
    { bigquery: 3 },
  ],
  [/\bDATE_TRUNC\s*\([^()]*,\s*(?:DAY|WEEK|MONTH|QUARTER|YEAR)\s*\)/, { bigquery: 2 }],
  [/\bQUALIFY\b/, { bigquery: 2, snowflake: 1, duckdb: 1 }],
  [/\bUNNEST\s*\(/, { bigquery: 1, postgresql: 1 }],
  [/(?:^|\W)R''/, { bigquery: 2 }], // r'raw' strings

  // Oracle PL/SQL
  [/\bFROM\s+DUAL\b|\bROWNUM\b|\bVARCHAR2\b|\bNVL2?\s*\(|\bSYSDATE\b|\bCONNECT\s+BY\b|\bDBMS_\w+|\bEXCEPTION\s+WHEN\b/, { plsql: 3 }],
  [/\b(?:DECODE|TO_DATE|TO_NUMBER)\s*\(|\bNUMBER\s*\(/, { plsql: 2 }],
  [/\bMINUS\b/, { plsql: 1 }],

  // Snowflake
  [
    /\b(?:LATERAL\s+)?FLATTEN\s*\(|\bVARIANT\b|\b(?:PARSE_JSON|IFF|TRY_TO_\w+|OBJECT_CONSTRUCT|ARRAY_CONSTRUCT)\s*\(|\bCOPY\s+INTO\b|\bWAREHOUSE\b/,
    { snowflake: 3 },
  ],

  [/\w:[A-Z_]\w*/, { snowflake: 2 }], // payload:items, a path into a VARIANT; :name parameters follow a space or a bracket

  // Amazon Redshift
  [/\bDIST(?:KEY|STYLE)\b|\b(?:COMPOUND\s+|INTERLEAVED\s+)?SORTKEY\b|\bENCODE\s+(?:AZ64|LZO|ZSTD|RAW|BYTEDICT)\b|\bUNLOAD\s*\(/, { redshift: 3 }],

  // DuckDB
  [/\bREAD_(?:CSV|CSV_AUTO|PARQUET|JSON|JSON_AUTO)\s*\(|\bFROM\s+''|\bSUMMARIZE\b|\bCOLUMNS\s*\(|\bSTRUCT_PACK\s*\(/, { duckdb: 3 }],

  // Trino / Presto
  [/\b(?:APPROX_DISTINCT|APPROX_PERCENTILE|TRY|DATE_PARSE|FROM_ISO8601_TIMESTAMP|ELEMENT_AT)\s*\(|\bCROSS\s+JOIN\s+UNNEST\b/, { trino: 3 }],

  // Spark SQL and Hive
  [
    /\bLATERAL\s+VIEW\b|\b(?:EXPLODE|POSEXPLODE|COLLECT_LIST|COLLECT_SET)\s*\(|\bSTORED\s+AS\b|\bROW\s+FORMAT\b|\bTBLPROPERTIES\b|\bCLUSTER\s+BY\b|\bDISTRIBUTE\s+BY\b/,
    { spark: 2, hive: 2 },
  ],
  [/\bUSING\s+(?:DELTA|PARQUET|CSV|JSON|ORC)\b|\bCACHE\s+TABLE\b|\bCREATE\s+(?:OR\s+REPLACE\s+)?TEMP(?:ORARY)?\s+VIEW\b/, { spark: 3 }],
  [/\bINSERT\s+OVERWRITE\b|\bMSCK\s+REPAIR\b/, { hive: 2, spark: 1 }],

  // ClickHouse
  [
    /\bENGINE\s*=\s*(?:\w*MERGETREE|LOG|MEMORY|DISTRIBUTED)\b|\bARRAY\s+JOIN\b|\bFINAL\b|\bFORMAT\s+(?:JSONEACHROW|TABSEPARATED|CSVWITHNAMES|PRETTY)\b/,
    { clickhouse: 3 },
  ],
  [
    /\b(?:TODATE|TOSTARTOFMONTH|TOSTARTOFDAY|TOYYYYMM|TOUINT\d+|TOINT\d+|UNIQEXACT|GROUPARRAY|ARGMAX)\s*\(|\bLOWCARDINALITY\s*\(|\bUINT(?:8|16|32|64|128|256)\b|\bINT(?:16|32|128|256)\b/,
    { clickhouse: 3 },
  ],

  // IBM Db2
  [/\bSYSIBM\.|\bSYSCAT\.|\bWITH\s+UR\b|\bCURRENT\s+(?:DATE|TIMESTAMP)\s+-/, { db2: 3, db2i: 1 }],
  [/\bVALUES\s+NEXT\s+VALUE\b|\bFETCH\s+FIRST\s+\d+\s+ROWS?\s+ONLY\b.*\bWITH\s+(?:UR|CS|RS|RR)\b/, { db2: 2 }],
  [/\bQSYS2\.|\bQTEMP\b/, { db2i: 3 }],

  // Couchbase N1QL
  [/\bUSE\s+KEYS\b|\bMETA\s*\(|\bIS\s+(?:NOT\s+)?MISSING\b|\bNEST\b|\bUNNEST\s+\w/, { n1ql: 3 }],

  // The relatives of MySQL: their own words only, since the rest reads the same as in MySQL
  [/\bSHARD\s+KEY\b|\bCOLUMNSTORE\b|\bROWSTORE\b|\bBSON\b/, { singlestoredb: 3 }],
  [/\bAUTO_RANDOM\b|\bSHARD_ROW_ID_BITS\b|\bTIDB_\w+|\bFLASHBACK\s+TABLE\b/, { tidb: 3 }],
  [/\bWITH\s+SYSTEM\s+VERSIONING\b/, { mariadb: 3 }],

  // Standard SQL: the ISO row limit, which the others spell LIMIT or TOP
  [/\bFETCH\s+(?:FIRST|NEXT)\b/, { sql: 1 }],
];

/**
 * A string as the skeleton shows it: ''. Read without backslash escapes, MySQL's 'don\'t' ends at the
 * escaped quote; it shows as '\' so that this sign is not lost with the rest of the string.
 */
const stringMark = (text: string): string => (text.endsWith("\\'") ? "'\\'" : "''");

/**
 * The text as its signs are read: strings and comments cannot carry signs (a '[' or a LIMIT inside
 * them is not SQL), so strings become '' and comments go; words are upper-cased; between tokens, a
 * line break, a space or nothing, as the text had, so "N''", "$1" and "a[1]" stay joined.
 */
export function skeletonOf(text: string): string {
  let skeleton = '';
  let end = 0;
  for (const token of sqlTokens(text.slice(0, SAMPLE_CHARS))) {
    if (token.kind === 'comment') continue;
    const gap = text.slice(end, token.offset);
    skeleton += gap.includes('\n') ? '\n' : gap === '' ? '' : ' ';
    skeleton += token.kind === 'word' ? token.text.toUpperCase() : token.kind === 'string' ? stringMark(token.text) : token.text;
    end = token.offset + token.text.length;
  }
  return skeleton;
}

/** Each dialect's score: the weights of the signs found in the text. */
export function dialectScores(text: string): Record<SqlDialect, number> {
  const skeleton = skeletonOf(text);
  const scores = Object.fromEntries(FALLBACK_ORDER.map((dialect) => [dialect, 0])) as Record<SqlDialect, number>;
  for (const [pattern, weights] of SIGNS) {
    if (!pattern.test(skeleton)) continue;
    for (const [dialect, weight] of Object.entries(weights) as [SqlDialect, number][]) scores[dialect] += weight;
  }
  return scores;
}

/**
 * Every dialect, most likely first: by score, ties by TIE_ORDER; dialects with no sign after, in
 * FALLBACK_ORDER. A text with no sign at all starts with Standard SQL.
 */
export function rankSqlDialects(text: string): SqlDialect[] {
  const scores = dialectScores(text);
  const signed = TIE_ORDER.filter((dialect) => scores[dialect] > 0).sort((a, b) => scores[b] - scores[a]);
  return [...signed, ...FALLBACK_ORDER.filter((dialect) => scores[dialect] === 0)];
}

/** The most likely dialect of the text. */
export const detectSqlDialect = (text: string): SqlDialect => rankSqlDialects(text)[0] ?? 'sql';
