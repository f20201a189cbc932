import { isName, keyword } from './sql-tokens.logic';
import type { TokenReader } from './token-reader.logic';

/** The tolerant reader's reading of a column type, as every dialect writes one. */

/** Types of more than one word; the reader takes the longest that the next words spell. */
const MULTI_WORD_TYPES = [
  'CHARACTER VARYING',
  'CHAR VARYING',
  'NATIONAL CHARACTER VARYING',
  'NATIONAL CHAR VARYING',
  'NATIONAL CHARACTER',
  'NATIONAL CHAR',
  'NCHAR VARYING',
  'VARYING CHARACTER',
  'NATIVE CHARACTER',
  'DOUBLE PRECISION',
  'BIT VARYING',
  'UNSIGNED BIG INT',
  'LONG VARCHAR',
  'LONG VARBINARY',
  'TIMESTAMP WITH TIME ZONE',
  'TIMESTAMP WITHOUT TIME ZONE',
  'TIME WITH TIME ZONE',
  'TIME WITHOUT TIME ZONE',
].map((type) => type.split(' '));

/** Words that begin a column's attributes; a column whose second word is one of them has no type (SQLite). */
const ATTRIBUTE_STARTS = new Set(
  'NOT NULL PRIMARY UNIQUE DEFAULT REFERENCES CONSTRAINT CHECK COLLATE GENERATED AUTO_INCREMENT AUTOINCREMENT IDENTITY AS ON COMMENT CHARACTER CHARSET ASC DESC CLUSTERED NONCLUSTERED ROWGUIDCOL SPARSE FILESTREAM VISIBLE INVISIBLE STORED VIRTUAL PERSISTED UNSIGNED SIGNED ZEROFILL COLUMN_FORMAT STORAGE MASKED'.split(
    ' ',
  ),
);

function multiWordType(reader: TokenReader, words: string[]): void {
  let best: string[] | null = null;
  for (const type of MULTI_WORD_TYPES) {
    if (type.length <= Math.max(words.length, 1) || !words.every((word, index) => type[index] === word)) continue;
    const rest = type.slice(words.length);
    if (reader.at(...rest) && (!best || type.length > best.length)) best = type;
  }
  if (best) {
    reader.accept(...best.slice(words.length));
    words.splice(0, words.length, ...best);
  }
}

export interface ColumnType {
  type: string;
  length: number | 'max' | null;
  scale: number | null;
  unsigned: boolean;
  array: boolean;
  enumValues: string[] | null;
}

/** An attribute starts here; CHARACTER starts one only as CHARACTER SET, since it is a type too. */
export function atAttribute(reader: TokenReader): boolean {
  const word = keyword(reader.peek());
  return ATTRIBUTE_STARTS.has(word) && (word !== 'CHARACTER' || reader.at('CHARACTER', 'SET'));
}

/** A type: possibly qualified (public.mood, [dbo].[Phone]), of several words, with (arguments), UNSIGNED and [] for arrays. */
export function readType(reader: TokenReader): ColumnType {
  const none: ColumnType = { type: '', length: null, scale: null, unsigned: false, array: false, enumValues: null };
  const first = reader.peek();
  const words: string[] = [];
  multiWordType(reader, words); // UNSIGNED BIG INT, before UNSIGNED is taken for an attribute
  if (words.length === 0) {
    if (!isName(first) || first.kind === 'string' || atAttribute(reader)) return none;
    words.push((reader.qualifiedName() ?? []).at(-1)?.toUpperCase() ?? '');
    multiWordType(reader, words);
  }
  const args = reader.group();
  multiWordType(reader, words); // timestamp(6) with time zone
  const type = words.join(' ');
  const values = args?.filter((token) => token.kind === 'string').map((token) => token.value) ?? [];
  const numbers = args?.filter((token) => token.kind === 'number').map((token) => Number(token.value)) ?? [];
  const max = args?.some((token) => keyword(token) === 'MAX') ?? false;
  const unsigned = reader.accept('UNSIGNED');
  let array = false;
  while ((reader.peek()?.quote === '[' && /^\d*$/.test(reader.peek()?.value ?? '')) || reader.accept('ARRAY')) {
    if (reader.peek()?.quote === '[') reader.next();
    array = true;
  }
  return {
    type,
    length: max ? 'max' : (numbers[0] ?? null),
    scale: numbers[1] ?? null,
    unsigned,
    array,
    enumValues: (type === 'ENUM' || type === 'SET') && values.length > 0 ? values : null,
  };
}
