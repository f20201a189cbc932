import { done, type EscapeOutcome } from './escape-outcome.logic';
import { escapeCSharp, escapeJava, escapePython, unescapeCSharp, unescapeJava, unescapePython } from './java-csharp-python.logic';
import { escapeJs, escapeJson, type JsQuote, unescapeJs, unescapeJson } from './json-js.logic';
import { escapeHtml, escapeXml, unescapeHtml, unescapeXml } from './markup.logic';
import { type CsvDelimiter, escapeCsv, escapeShell, escapeSql, unescapeCsv, unescapeShell, unescapeSql } from './quoting.logic';
import { escapeRegex, type RegexStyle, unescapeRegex } from './regex.logic';
import { escapeUrl, type UrlMode, unescapeUrl } from './url.logic';

export const FORMATS = ['json', 'javascript', 'java', 'csharp', 'python', 'sql', 'shell', 'regex', 'csv', 'html', 'xml', 'url'] as const;
export type Format = (typeof FORMATS)[number];
export type Direction = 'escape' | 'unescape';

export const FORMAT_LABELS: Record<Format, string> = {
  json: 'JSON string',
  javascript: 'JavaScript string',
  java: 'Java string',
  csharp: 'C# string',
  python: 'Python string',
  sql: 'SQL string',
  shell: 'Shell (single-quoted)',
  regex: 'Regular expression',
  csv: 'CSV field',
  html: 'HTML entities',
  xml: 'XML entities',
  url: 'URL component',
};

/** Every format's options in one flat object, so one share link and one remembered value carry them all. */
export interface EscapeOptions {
  /** JSON, JavaScript, Java, C#, Python, HTML, XML: characters past U+007E by number too. */
  nonAscii: boolean;
  /** JSON: "/" as "\/". */
  slash: boolean;
  /** JavaScript: which literal; Python uses single or double. */
  quote: JsQuote;
  /** C#: a verbatim @"..." string. */
  verbatim: boolean;
  /** SQL: MySQL's backslash escapes besides the doubled quote. */
  mysql: boolean;
  regexStyle: RegexStyle;
  csvDelimiter: CsvDelimiter;
  csvAlwaysQuote: boolean;
  urlMode: UrlMode;
}

export const defaultOptions: EscapeOptions = {
  nonAscii: false,
  slash: false,
  quote: 'double',
  verbatim: false,
  mysql: false,
  regexStyle: 'pattern',
  csvDelimiter: ',',
  csvAlwaysQuote: false,
  urlMode: 'component',
};

export interface EscapeRequest {
  input: string;
  format: Format;
  direction: Direction;
  options: EscapeOptions;
}

const pythonQuote = (quote: JsQuote) => (quote === 'single' ? 'single' : 'double');

function escapeAs(input: string, format: Format, options: EscapeOptions): EscapeOutcome {
  switch (format) {
    case 'json':
      return done(escapeJson(input, options));
    case 'javascript':
      return done(escapeJs(input, options));
    case 'java':
      return done(escapeJava(input, options.nonAscii));
    case 'csharp':
      return done(escapeCSharp(input, options));
    case 'python':
      return done(escapePython(input, { quote: pythonQuote(options.quote), nonAscii: options.nonAscii }));
    case 'sql':
      return done(escapeSql(input, options.mysql));
    case 'shell':
      return escapeShell(input);
    case 'regex':
      return done(escapeRegex(input, options.regexStyle));
    case 'csv':
      return done(escapeCsv(input, { delimiter: options.csvDelimiter, always: options.csvAlwaysQuote }));
    case 'html':
      return escapeHtml(input, options.nonAscii);
    case 'xml':
      return escapeXml(input, options.nonAscii);
    case 'url':
      return escapeUrl(input, options.urlMode);
  }
}

function unescapeAs(input: string, format: Format, options: EscapeOptions): EscapeOutcome {
  switch (format) {
    case 'json':
      return unescapeJson(input);
    case 'javascript':
      return unescapeJs(input, options.quote);
    case 'java':
      return unescapeJava(input);
    case 'csharp':
      return unescapeCSharp(input, options.verbatim);
    case 'python':
      return unescapePython(input, pythonQuote(options.quote));
    case 'sql':
      return unescapeSql(input, options.mysql);
    case 'shell':
      return unescapeShell(input);
    case 'regex':
      return unescapeRegex(input, options.regexStyle);
    case 'csv':
      return unescapeCsv(input, options.csvDelimiter);
    case 'html':
      return unescapeHtml(input);
    case 'xml':
      return unescapeXml(input);
    case 'url':
      return unescapeUrl(input, options.urlMode);
  }
}

/** Formats that write characters as they are, so a lone surrogate passes through but cannot be saved as UTF-8. */
const PASS_THROUGH = new Set<Format>(['sql', 'shell', 'csv']);

/** Escapes or unescapes the request's input; empty input gives empty output. */
export function runEscaper({ input, format, direction, options }: EscapeRequest): EscapeOutcome {
  if (input === '') return done('');
  const outcome = direction === 'escape' ? escapeAs(input, format, options) : unescapeAs(input, format, options);
  if (outcome.ok && /[\ud800-\udfff]/u.test(outcome.text) && (direction === 'unescape' || PASS_THROUGH.has(format)))
    return {
      ...outcome,
      notes: [...outcome.notes, 'The output holds a lone surrogate, which UTF-8 cannot store: Copy keeps it, a download writes U+FFFD in its place.'],
    };
  return outcome;
}
