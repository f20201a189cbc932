import type { SourcePosition } from '@contract/position';

// The formats, their names and files, and the options: what the screen needs without the converters (they run on the worker).

export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];
export type DelimiterChoice = Delimiter | 'auto';
export type HeaderChoice = 'auto' | 'yes' | 'no';

export const FORMATS = ['json', 'yaml', 'toml', 'xml', 'csv', 'tsv', 'jsonl'] as const;
export type Format = (typeof FORMATS)[number];

export const FORMAT_LABELS: Record<Format, string> = { json: 'JSON', yaml: 'YAML', toml: 'TOML', xml: 'XML', csv: 'CSV', tsv: 'TSV', jsonl: 'JSON Lines' };
export const FORMAT_EXTENSIONS: Record<Format, string> = {
  json: '.json',
  yaml: '.yaml',
  toml: '.toml',
  xml: '.xml',
  csv: '.csv',
  tsv: '.tsv',
  jsonl: '.jsonl',
};
export const FORMAT_MIME_TYPES: Record<Format, string> = {
  json: 'application/json',
  yaml: 'application/yaml',
  toml: 'application/toml',
  xml: 'application/xml',
  csv: 'text/csv',
  tsv: 'text/tab-separated-values',
  jsonl: 'application/jsonl',
};

export interface ConvertOptions {
  /** Spaces per level for JSON, YAML and XML. */
  indent: number;
  /** CSV's delimiter: read with it (or detect it) and write with it (a comma when detecting). */
  delimiter: DelimiterChoice;
  header: HeaderChoice;
  /** Numbers and booleans from CSV cells and XML text; off keeps every value text. */
  inferTypes: boolean;
}

export const DEFAULT_OPTIONS: ConvertOptions = { indent: 2, delimiter: 'auto', header: 'auto', inferTypes: true };

export interface ConvertRequest {
  from: Format;
  to: Format;
  text: string;
  options: ConvertOptions;
}

export type Conversion = { ok: true; text: string; notes: string[] } | { ok: false; message: string; position: SourcePosition | null };

/** The format a file's name says, if any. */
export function formatOfFileName(name: string): Format | null {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  const byExtension: Record<string, Format> = {
    json: 'json',
    yaml: 'yaml',
    yml: 'yaml',
    toml: 'toml',
    xml: 'xml',
    csv: 'csv',
    tsv: 'tsv',
    tab: 'tsv',
    jsonl: 'jsonl',
    ndjson: 'jsonl',
  };
  return byExtension[extension] ?? null;
}
