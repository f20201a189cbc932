import { dataType, type DataTypeKey } from './random-data-generator.logic';

export const OUTPUT_FORMATS = [
  { value: 'lines', label: 'Lines', extension: 'txt', mimeType: 'text/plain' },
  { value: 'json', label: 'JSON', extension: 'json', mimeType: 'application/json' },
  { value: 'csv', label: 'CSV', extension: 'csv', mimeType: 'text/csv' },
  { value: 'sql', label: 'SQL', extension: 'sql', mimeType: 'application/sql' },
] as const;

export type OutputFormat = (typeof OUTPUT_FORMATS)[number]['value'];

/** Lines hold one value each; the table formats can hold several fields per row. */
export function isTableFormat(format: OutputFormat): boolean {
  return format !== 'lines';
}

export const DEFAULT_TABLE_NAME = 'test_data';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export const TABLE_NAME_ERROR = 'Table name must start with a letter or underscore and contain only letters, digits and underscores.';

export interface FormatInput {
  format: OutputFormat;
  fields: readonly DataTypeKey[];
  rows: readonly (readonly string[])[];
  tableName: string;
  /** CSV only: neutralise cells a spreadsheet would read as a formula (see spreadsheetSafe). */
  csvSafe: boolean;
}

export type FormatResult = { ok: true; text: string } | { ok: false; message: string };

/** Renders generated rows in the chosen format. Lines show only the first field, one value per line. */
export function formatRows({ format, fields, rows, tableName, csvSafe }: FormatInput): FormatResult {
  const columns = fields.map((key) => dataType(key).column);
  switch (format) {
    case 'lines':
      return { ok: true, text: rows.map((row) => row[0] ?? '').join('\n') };
    case 'json':
      return { ok: true, text: toJson(columns, rows) };
    case 'csv':
      return { ok: true, text: toCsv(columns, rows, csvSafe) };
    case 'sql':
      return IDENTIFIER.test(tableName) ? { ok: true, text: toSqlInserts(tableName, columns, rows) } : { ok: false, message: TABLE_NAME_ERROR };
  }
}

/** One field gives an array of strings; several give an array of objects keyed by column name. */
function toJson(columns: readonly string[], rows: readonly (readonly string[])[]): string {
  if (columns.length === 1)
    return JSON.stringify(
      rows.map((row) => row[0] ?? ''),
      null,
      2,
    );
  const objects = rows.map((row) => Object.fromEntries(columns.map((column, index) => [column, row[index] ?? ''])));
  return JSON.stringify(objects, null, 2);
}

/** RFC 4180: a field with a comma, double quote, CR or LF is quoted, and its quotes are doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** What a spreadsheet may read as the start of a formula: OWASP's CSV injection list. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * OWASP's rule against CSV injection: a cell starting with =, +, -, @, tab or carriage return gets a
 * leading single quote, so Excel, LibreOffice and Google Sheets show it as text rather than run it.
 * Negative numbers ("-5") are prefixed too, as the rule says: "-2+3+cmd|..." also starts with "-".
 */
export function spreadsheetSafe(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** RFC 4180 also asks for CRLF line breaks, and we add the optional header row. */
function toCsv(columns: readonly string[], rows: readonly (readonly string[])[], safe: boolean): string {
  const cell = safe ? (value: string) => csvField(spreadsheetSafe(value)) : csvField;
  return [columns, ...rows].map((row) => row.map(cell).join(',')).join('\r\n');
}

/** Standard SQL string literal: single quotes doubled. Backslashes stay as they are (standard SQL gives them no meaning). */
export function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function toSqlInserts(tableName: string, columns: readonly string[], rows: readonly (readonly string[])[]): string {
  const head = `INSERT INTO ${tableName} (${columns.join(', ')}) VALUES (`;
  return rows.map((row) => `${head}${row.map(sqlString).join(', ')});`).join('\n');
}
