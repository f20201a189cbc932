import { offsetAt, positionAt, type SourcePosition } from '@contract/position';

/** A date or time kept as its source text (TOML's dates, for instance), so it is written back exactly. */
export class DateTimeText {
  constructor(readonly text: string) {}
}

/**
 * The one model every format reads into and writes from. Maps keep key order (a plain object would move
 * "1" and "2" first); integers beyond 2^53 stay bigint so they are never rounded.
 */
export type DataValue = null | boolean | number | bigint | string | DateTimeText | DataValue[] | DataMap;
export type DataMap = Map<string, DataValue>;

/** A key's comments: the lines before it and the one at the end of its line (without the "#"). */
export interface KeyComments {
  before?: string;
  after?: string;
}

/** Comments a source kept, by map and key, and the comment that opens the document. */
export interface Comments {
  keys: WeakMap<DataMap, Map<string, KeyComments>>;
  header?: string;
}

export function addKeyComments(comments: Comments, map: DataMap, key: string, found: KeyComments): void {
  if (found.before === undefined && found.after === undefined) return;
  let byKey = comments.keys.get(map);
  if (!byKey) comments.keys.set(map, (byKey = new Map()));
  byKey.set(key, { ...byKey.get(key), ...found });
}

/** What a reader gives: one value per document (YAML streams and JSON Lines have several). */
export interface DataDocuments {
  documents: DataValue[];
  comments?: Comments;
  /** JSON Lines: the documents are records of one list, which formats without streams write as an array. */
  asList?: boolean;
  /** What the reader found or changed, for the screen ("Delimiter: tab (detected)."). */
  notes?: string[];
}

export type ReadResult = ({ ok: true } & DataDocuments) | ReadFailure;
export interface ReadFailure {
  ok: false;
  message: string;
  position: SourcePosition | null;
}

/** What a writer gives: the text and notes on what the target format could not hold. */
export interface Written {
  text: string;
  notes: string[];
}

export const isMap = (value: DataValue): value is DataMap => value instanceof Map;

/** A failure at `offset`: the pane marks the place and writes its line and column under the message, so the message does not repeat them. */
export function failAt(text: string, offset: number, message: string): ReadFailure {
  return { ok: false, message, position: positionAt(text, offset) };
}

export function failAtLine(text: string, line: number, column: number, message: string): ReadFailure {
  return failAt(text, offsetAt(text, line, column), message);
}

/** Turns a float or integer that fits a double into number, and anything bigger into bigint. */
export function integerValue(digits: string): number | bigint {
  const value = Number(digits);
  return Number.isSafeInteger(value) ? value : BigInt(digits);
}

/** Counts values per kind while writing, for notes such as "Dropped 2 null values". */
export class NoteCounter {
  private counts = new Map<string, number>();
  add(note: string): void {
    this.counts.set(note, (this.counts.get(note) ?? 0) + 1);
  }
  notes(): string[] {
    return [...this.counts].map(([note, count]) => note.replace('{n}', String(count)).replace(/\{s\}/g, count === 1 ? '' : 's'));
  }
}
