/** What a file input accepts and the caller's own wording for each refusal. */
export interface FileRules {
  /** MIME types accepted, e.g. "application/json". */
  mimeTypes: readonly string[];
  /** Extensions accepted (lower case, with the dot), used when the browser gives no MIME type. */
  extensions: readonly string[];
  maxBytes: number;
  messages: { type: string; size: string };
}

export interface TextFileOptions {
  /** What the file holds, as the refusal names it: "JSON or text" gives "Please open a JSON or text file (…)". */
  kind: string;
  extensions: readonly string[];
  /** The extensions the refusal names, when not all of them ("…" may end the list). */
  named?: readonly string[];
  /** MIME types beyond text/plain. */
  mimeTypes?: readonly string[];
  maxMB: number;
}

const MB = 1024 * 1024;

/** "an" before a vowel sound, as the kinds of file we name are read aloud ("an XML", "a YAML", "a SQL"). */
export const article = (kind: string) => (/^([aeio]|html|xml|svg)/i.test(kind) ? 'an' : 'a');

/** The one size refusal, so every pane words a limit the same way. */
const sizeMessage = (maxMB: number) => `This file is larger than ${maxMB} MB.`;

/** The rule for a text document: which names and types it takes, how big, and the refusals derived from them. */
export function textFile({ kind, extensions, named = extensions, mimeTypes = [], maxMB }: TextFileOptions): FileRules {
  return {
    mimeTypes: ['text/plain', ...mimeTypes],
    extensions,
    maxBytes: maxMB * MB,
    messages: { type: `Please open ${article(kind)} ${kind} file (${named.join(', ')}).`, size: sizeMessage(maxMB) },
  };
}

const ANY_TEXT_EXTENSIONS =
  '.txt .text .md .markdown .rst .tex .srt .log .csv .tsv .json .jsonl .yaml .yml .toml .xml .html .htm .css .js .mjs .ts .tsx .jsx .py .java .go .rs .c .h .cpp .cs .rb .php .sh .sql .ini .conf .cfg .env .diff .patch'.split(
    ' ',
  );
// '' too: browsers give no type for many text files (.log, .env, .toml).
const ANY_TEXT_MIME_TYPES = [
  '',
  'text/markdown',
  'text/csv',
  'text/tab-separated-values',
  'text/html',
  'text/css',
  'text/javascript',
  'text/xml',
  'text/x-diff',
  'text/x-patch',
].concat(['json', 'xml', 'javascript', 'x-yaml', 'yaml', 'x-sh', 'sql', 'toml', 'x-ndjson'].map((type) => `application/${type}`));

/** Text of any kind (prose, data, logs, source code), for tools that read words and characters, not a format. */
export function anyTextFile(maxMB: number): FileRules {
  return textFile({
    kind: 'text',
    extensions: ANY_TEXT_EXTENSIONS,
    named: ['.txt', '.md', '.csv', '.log', '.json', 'source code', '...'],
    mimeTypes: ANY_TEXT_MIME_TYPES,
    maxMB,
  });
}

/** A SQL script or DDL, for the SQL tools (beautifier, SQL to Class). */
export function sqlFile(maxMB: number): FileRules {
  return textFile({
    kind: 'SQL or text',
    extensions: ['.sql', '.txt', '.ddl', '.pgsql', '.mysql'],
    named: ['.sql', '.txt'],
    mimeTypes: ['application/sql', 'application/x-sql', 'text/x-sql'],
    maxMB,
  });
}

interface BinaryFileOptions {
  mimeTypes: readonly string[];
  /** Names taken when the browser gives no type; none when only the type may decide. */
  extensions?: readonly string[];
  maxMB: number;
  /** The refusals, when a spec fixes their words ("PDF size should be less than 10MB."). */
  messages: FileRules['messages'];
}

/** The rule for a file read as bytes (a PDF, an image), with the caller's own refusals. */
export function binaryFile({ mimeTypes, extensions = [], maxMB, messages }: BinaryFileOptions): FileRules {
  return { mimeTypes, extensions, maxBytes: maxMB * MB, messages };
}

/** Any file at all (it is read as bytes): only its size is checked. */
export function anyFile(maxMB: number): FileRules {
  // Every file name ends with "", so any type is accepted.
  return binaryFile({ mimeTypes: [], extensions: [''], maxMB, messages: { type: 'This file cannot be opened.', size: sizeMessage(maxMB) } });
}

/** Returns the caller's message for a refused file, or null when the file is acceptable. */
export function checkFile(file: Pick<File, 'name' | 'size' | 'type'>, rules: FileRules): string | null {
  const name = file.name.toLowerCase();
  const typeOk = rules.mimeTypes.includes(file.type) || rules.extensions.some((extension) => name.endsWith(extension));
  if (!typeOk) return rules.messages.type;
  if (file.size > rules.maxBytes) return rules.messages.size;
  return null;
}

/** The value for an <input type="file" accept>. */
export function acceptAttribute(rules: FileRules): string {
  return [...rules.mimeTypes.filter(Boolean), ...rules.extensions.filter(Boolean)].join(',');
}

/** A text file's content, refused when it holds NUL bytes near its start: a binary file shown as text is garbage and can be huge. */
export async function readTextFile(file: File): Promise<string> {
  const text = await file.text();
  if (text.slice(0, 8_192).includes('\u0000')) throw new Error('it looks like a binary file; only text can be opened here.');
  return text;
}

const UNITS = ['B', 'KB', 'MB', 'GB'];

/** 1536 → "1.5 KB"; decimal-free below 10 of a unit would hide useful detail, so one decimal is kept. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
