import type { SourcePosition } from '@contract/position';
import { readCsv, writeCsv, type DelimiterChoice, type HeaderChoice } from './csv.logic';
import { readJson, readJsonLines, writeJson, writeJsonLines } from './json.logic';
import type { ReadResult, Written } from './model.logic';
import { readToml, writeToml } from './toml.logic';
import { readXml, writeXml } from './xml.logic';
import { readYaml, reformatYaml, writeYaml } from './yaml.logic';

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

function read(from: Format, text: string, options: ConvertOptions): ReadResult {
  switch (from) {
    case 'json':
      return readJson(text);
    case 'jsonl':
      return readJsonLines(text);
    case 'yaml':
      return readYaml(text);
    case 'toml':
      return readToml(text);
    case 'xml':
      return readXml(text, options.inferTypes);
    case 'csv':
      return readCsv(text, options);
    case 'tsv':
      return readCsv(text, { ...options, delimiter: '\t' });
  }
}

function write(to: Format, source: Extract<ReadResult, { ok: true }>, options: ConvertOptions): Written | { ok: false; message: string } {
  const { comments } = source;
  // A stream's records are one list to a format without streams.
  const documents = source.asList && to !== 'yaml' && to !== 'jsonl' ? [source.documents] : source.documents;
  switch (to) {
    case 'json':
      return writeJson(documents, options.indent);
    case 'jsonl':
      return writeJsonLines(documents);
    case 'yaml':
      return writeYaml(documents, { indent: options.indent, comments });
    case 'toml':
      return writeToml(documents, comments);
    case 'xml':
      return writeXml(documents, options.indent, comments);
    case 'csv':
      return writeCsv(documents, options.delimiter === 'auto' ? ',' : options.delimiter);
    case 'tsv':
      return writeCsv(documents, '\t');
  }
}

/** Reads the text as `from` and writes it as `to`: the one job the screen and the worker run. */
export function convertData({ from, to, text: raw, options }: ConvertRequest): Conversion {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  if (text.trim() === '') return { ok: true, text: '', notes: [] };
  if (from === 'yaml' && to === 'yaml') {
    const reformatted = reformatYaml(text, options.indent);
    return reformatted.ok ? { ok: true, text: reformatted.text, notes: [] } : { ...reformatted, message: `This YAML is not valid: ${reformatted.message}.` };
  }
  const source = read(from, text, options);
  if (!source.ok) return { ...source, message: `This ${FORMAT_LABELS[from]} is not valid: ${source.message}.` };
  // A YAML stream of comments and markers alone holds no value, not an empty list.
  if (source.documents.length === 0) return { ok: true, text: '', notes: [`This ${FORMAT_LABELS[from]} holds no document, only comments or markers.`] };
  const written = write(to, source, options);
  if ('ok' in written) return { ok: false, message: written.message, position: null };
  return { ok: true, text: written.text, notes: [...(source.notes ?? []), ...written.notes] };
}
