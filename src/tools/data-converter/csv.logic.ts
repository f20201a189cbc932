import { inferScalar } from './infer.logic';
import { writeJsonValue } from './json.logic';
import { DateTimeText, failAt, isMap, NoteCounter, type DataMap, type DataValue, type ReadResult, type Written } from './model.logic';

export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];
export type DelimiterChoice = Delimiter | 'auto';
export type HeaderChoice = 'auto' | 'yes' | 'no';

export interface CsvReadOptions {
  delimiter: DelimiterChoice;
  header: HeaderChoice;
  /** Numbers, true/false and empty cells (null) from unquoted fields; quoted fields always stay text. */
  inferTypes: boolean;
}

interface Field {
  text: string;
  quoted: boolean;
}
interface Row {
  fields: Field[];
  offset: number;
}

class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** RFC 4180 fields: quoted fields may hold the delimiter, doubled quotes and line breaks; CRLF or LF ends a record. */
export function splitRecords(text: string, delimiter: string): Row[] {
  const rows: Row[] = [];
  let fields: Field[] = [];
  let rowStart = 0;
  let index = 0;
  const length = text.length;
  const endRow = () => {
    rows.push({ fields, offset: rowStart });
    fields = [];
  };
  while (index <= length) {
    if (text.charCodeAt(index) === 0x22) {
      const open = index;
      let value = '';
      index += 1;
      for (;;) {
        const close = text.indexOf('"', index);
        if (close === -1) throw new CsvSyntaxError('This quoted field is not closed: a double quote is missing', open);
        value += text.slice(index, close);
        if (text.charCodeAt(close + 1) === 0x22) {
          value += '"';
          index = close + 2;
        } else {
          index = close + 1;
          break;
        }
      }
      fields.push({ text: value, quoted: true });
      const next = text[index];
      if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r')
        throw new CsvSyntaxError(`Expected the delimiter or the end of the line after a closing quote, found ${JSON.stringify(next)}`, index);
    } else {
      let end = index;
      while (end < length) {
        const code = text.charCodeAt(end);
        if (text[end] === delimiter || code === 0x0a || code === 0x0d) break;
        if (code === 0x22) throw new CsvSyntaxError('A double quote inside an unquoted field: quote the whole field and double the quote ("")', end);
        end += 1;
      }
      fields.push({ text: text.slice(index, end), quoted: false });
      index = end;
    }
    const separator = text[index];
    if (separator === delimiter) {
      index += 1;
      continue;
    }
    endRow();
    if (separator === undefined) break;
    index += separator === '\r' && text[index + 1] === '\n' ? 2 : 1;
    rowStart = index;
    if (index === length) break;
  }
  // A blank line is no record.
  return rows.filter((row) => !(row.fields.length === 1 && row.fields[0]?.text === '' && !row.fields[0].quoted));
}

/** The delimiter that splits the first lines into the same number of fields (more than one), most fields first. */
export function detectDelimiter(text: string): Delimiter {
  const lines = text
    .slice(0, 64 * 1024)
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .slice(0, 20);
  let best: Delimiter = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const counts = lines.map((line) => line.replace(/"[^"]*"/g, '').split(delimiter).length - 1);
    const first = counts[0] ?? 0;
    const steady = counts.every((count) => count === first);
    if (first > 0 && (steady || lines.length === 1) && first > bestCount) {
      best = delimiter;
      bestCount = first;
    }
  }
  if (bestCount > 0) return best;
  // No steady split: take the most frequent one.
  const total = (delimiter: string) => lines.join('').split(delimiter).length;
  return DELIMITERS.reduce((winner, delimiter) => (total(delimiter) > total(winner) ? delimiter : winner), ',' as Delimiter);
}

/** A header row: every cell non-empty text that is not a number or boolean, all distinct, none repeated in its column below. */
export function looksLikeHeader(rows: Row[]): boolean {
  const [first, ...rest] = rows;
  if (!first || rest.length === 0) return false;
  const names = first.fields.map((field) => field.text);
  if (names.some((name) => name.trim() === '' || typeof inferScalar(name, true) !== 'string')) return false;
  if (new Set(names).size !== names.length) return false;
  return names.every((name, column) => rest.every((row) => row.fields[column]?.text !== name));
}

function uniqueNames(names: string[], notes: NoteCounter): string[] {
  const used = new Set<string>();
  return names.map((raw, index) => {
    let name = raw === '' ? `column_${index + 1}` : raw;
    for (let suffix = 2; used.has(name); suffix += 1) name = `${raw || `column_${index + 1}`}_${suffix}`;
    if (name !== raw) notes.add('Renamed {n} empty or repeated column name{s} so no column is lost.');
    used.add(name);
    return name;
  });
}

export function readCsv(text: string, options: CsvReadOptions): ReadResult {
  const delimiter = options.delimiter === 'auto' ? detectDelimiter(text) : options.delimiter;
  let rows: Row[];
  try {
    rows = splitRecords(text, delimiter);
  } catch (error) {
    if (error instanceof CsvSyntaxError) return failAt(text, error.offset, error.message);
    throw error;
  }
  const width = rows[0]?.fields.length ?? 0;
  const uneven = rows.find((row) => row.fields.length !== width);
  if (uneven)
    return failAt(
      text,
      uneven.offset,
      `This row has ${uneven.fields.length} field${uneven.fields.length === 1 ? '' : 's'} and the first row has ${width}: every row needs the same number`,
    );
  const notes = new NoteCounter();
  const value = (field: Field): DataValue => (options.inferTypes && !field.quoted ? inferScalar(field.text, true) : field.text);
  const header = options.header === 'yes' || (options.header === 'auto' && looksLikeHeader(rows));
  const found: string[] = [];
  if (options.delimiter === 'auto') found.push(`Delimiter: ${delimiter === '\t' ? 'tab' : `"${delimiter}"`} (detected).`);
  if (options.header === 'auto') found.push(header ? 'Header row: yes (detected).' : 'Header row: no (detected).');
  if (!header) return { ok: true, documents: [rows.map((row) => row.fields.map(value))], notes: found };
  const [first, ...body] = rows;
  const names = uniqueNames(first?.fields.map((field) => field.text) ?? [], notes);
  const records = body.map((row) => new Map(row.fields.map((field, column) => [names[column] ?? '', value(field)])) as DataMap);
  return { ok: true, documents: [records], notes: [...found, ...notes.notes()] };
}

const needsQuotes = (text: string, delimiter: string) => text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();

export function writeCsv(documents: DataValue[], delimiter: Delimiter): Written {
  const notes = new NoteCounter();
  const single = documents.length === 1 ? (documents[0] ?? null) : documents;
  const items = Array.isArray(single) ? single : [single];
  const cell = (value: DataValue | undefined): string => {
    if (value === undefined || value === null) return '';
    if (typeof value === 'string') {
      // Text that would read back as a number, a boolean or an empty cell is quoted: quoted fields stay text.
      const ambiguous = value === '' || typeof inferScalar(value, true) !== 'string';
      return ambiguous || needsQuotes(value, delimiter) ? `"${value.replace(/"/g, '""')}"` : value;
    }
    if (value instanceof DateTimeText) return value.text;
    if (typeof value === 'object') {
      notes.add('Wrote {n} nested value{s} as JSON text in a cell: CSV cells are flat.');
      return cell(writeJsonValue(value, 0, notes));
    }
    return String(value);
  };
  const line = (cells: string[]) => cells.join(delimiter);
  let lines: string[];
  if (items.length > 0 && items.every((item) => Array.isArray(item))) {
    lines = (items as DataValue[][]).map((row) => line(row.map(cell)));
  } else {
    const rows = items.map((item): DataMap => (isMap(item) ? item : new Map([['value', item]])));
    const columns = [...new Set(rows.flatMap((row) => [...row.keys()]))];
    lines = [
      line(columns.map((name) => (needsQuotes(name, delimiter) || name === '' ? `"${name.replace(/"/g, '""')}"` : name))),
      ...rows.map((row) => line(columns.map((name) => cell(row.get(name))))),
    ];
  }
  return { text: lines.length ? `${lines.join('\n')}\n` : '', notes: notes.notes() };
}
