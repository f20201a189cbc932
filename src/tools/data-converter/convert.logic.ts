import { readCsv, writeCsv } from './csv.logic';
import { FORMAT_LABELS, type Conversion, type ConvertOptions, type ConvertRequest, type Format } from './formats';
import { readJson, readJsonLines, writeJson, writeJsonLines } from './json.logic';
import type { ReadResult, Written } from './model.logic';
import { readToml, writeToml } from './toml.logic';
import { readXml, writeXml } from './xml.logic';
import { readYaml, reformatYaml, writeYaml } from './yaml.logic';

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
  const written = write(to, source, options);
  if ('ok' in written) return { ok: false, message: written.message, position: null };
  return { ok: true, text: written.text, notes: [...(source.notes ?? []), ...written.notes] };
}
