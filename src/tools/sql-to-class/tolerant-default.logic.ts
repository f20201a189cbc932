import { functionDefault } from './sql-column.logic';
import type { SqlDefault } from './sql-schema.logic';
import { isName, keyword } from './sql-tokens.logic';
import { snippet, TokenReader } from './token-reader.logic';
import { readType } from './tolerant-type.logic';

/** The tolerant reader's reading of a DEFAULT: a literal the classes can use, or an expression left to the database. */

const BINARY_OPERATORS = new Set(['+', '-', '*', '/', '%', '&', '|']);
const atOperator = (reader: TokenReader) => reader.peek()?.kind === 'punct' && BINARY_OPERATORS.has(reader.peek()?.value ?? '');

/** One term of a default: a literal, a keyword, a function call or a parenthesized term, with any ::casts. */
function readTerm(reader: TokenReader, source: string): SqlDefault {
  const start = reader.index;
  const inner = reader.group();
  let value: SqlDefault;
  if (inner) {
    const nested = new TokenReader(inner);
    value = readDefault(nested, source);
    if (!nested.done) value = { kind: 'expression', text: snippet(source, reader.tokens.slice(start, reader.index), 200) };
  } else {
    const token = reader.next();
    const word = keyword(token);
    if (!token) value = { kind: 'null' };
    else if (token.kind === 'number') value = { kind: 'number', value: token.value };
    else if ((token.value === '-' || token.value === '+') && token.kind === 'punct' && reader.peek()?.kind === 'number')
      value = { kind: 'number', value: `${token.value === '-' ? '-' : ''}${reader.next()?.value}` };
    // A double-quoted default is a string in MySQL and SQLite, and an error elsewhere.
    else if (token.kind === 'string' || token.quote === '"')
      value = token.quote === 'B' || token.quote === 'X' ? { kind: 'expression', text: snippet(source, [token]) } : { kind: 'string', value: token.value };
    else if (word === 'NULL') value = { kind: 'null' };
    else if (word === 'TRUE' || word === 'FALSE') value = { kind: 'boolean', value: word === 'TRUE' };
    else if (isName(token)) {
      reader.index -= 1;
      const name = (reader.qualifiedName() ?? []).join('.');
      const call = reader.group() !== null;
      if (reader.peek()?.quote === '[') reader.next(); // ARRAY['a', 'b']: the tokenizer reads [...] as one quoted name
      const known = functionDefault(name);
      value = call || known.kind === 'now' ? known : { kind: 'expression', text: name };
    } else value = { kind: 'expression', text: snippet(source, [token]) };
  }
  while (reader.acceptPunct('::')) readType(reader);
  return value;
}

/** A default's expression: one term, or terms joined by operators, which stay an expression for the database. */
export function readDefault(reader: TokenReader, source: string): SqlDefault {
  const start = reader.index;
  const value = readTerm(reader, source);
  let joined = false;
  while (atOperator(reader)) {
    while (atOperator(reader)) reader.next(); // || is two tokens
    readTerm(reader, source);
    joined = true;
  }
  return joined ? { kind: 'expression', text: snippet(source, reader.tokens.slice(start, reader.index), 200) } : value;
}
