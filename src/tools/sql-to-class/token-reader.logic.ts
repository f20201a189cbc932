import { isName, keyword, type Token } from './sql-tokens.logic';

const isPunct = (token: Token | undefined, value: string) => token?.kind === 'punct' && token.value === value;

/** A cursor over tokens with the few moves a tolerant reading of DDL needs. */
export class TokenReader {
  index = 0;

  constructor(readonly tokens: readonly Token[]) {}

  get done(): boolean {
    return this.index >= this.tokens.length;
  }

  peek(ahead = 0): Token | undefined {
    return this.tokens[this.index + ahead];
  }

  next(): Token | undefined {
    const token = this.tokens[this.index];
    if (token) this.index += 1;
    return token;
  }

  /** The next tokens are these keywords. */
  at(...words: string[]): boolean {
    return words.every((word, offset) => keyword(this.peek(offset)) === word);
  }

  /** Moves past the keywords when the next tokens are they. */
  accept(...words: string[]): boolean {
    if (!this.at(...words)) return false;
    this.index += words.length;
    return true;
  }

  /** Moves past one of the keywords, returning it, or ''. */
  acceptAny(words: ReadonlySet<string>): string {
    const word = keyword(this.peek());
    if (!words.has(word)) return '';
    this.index += 1;
    return word;
  }

  atPunct(value: string): boolean {
    return isPunct(this.peek(), value);
  }

  acceptPunct(value: string): boolean {
    if (!this.atPunct(value)) return false;
    this.index += 1;
    return true;
  }

  /** The tokens inside a balanced ( ... ) at the cursor, moving past it; null when none is there. */
  group(): Token[] | null {
    if (!this.atPunct('(')) return null;
    let depth = 0;
    const start = this.index;
    for (; this.index < this.tokens.length; this.index += 1) {
      const token = this.tokens[this.index];
      if (isPunct(token, '(')) depth += 1;
      else if (isPunct(token, ')') && --depth === 0) {
        this.index += 1;
        return this.tokens.slice(start + 1, this.index - 1);
      }
    }
    return this.tokens.slice(start + 1);
  }

  /** A name with its qualifiers, [dbo].[Orders] or public.orders, as its parts; null when no name is there. */
  qualifiedName(): string[] | null {
    if (!isName(this.peek())) return null;
    const parts = [(this.next() as Token).value];
    while (this.atPunct('.') && isName(this.peek(1))) {
      this.index += 1;
      parts.push((this.next() as Token).value);
    }
    return parts;
  }

  /** Everything from the cursor on. */
  rest(): Token[] {
    const rest = this.tokens.slice(this.index);
    this.index = this.tokens.length;
    return rest;
  }
}

/** Token lists split at the commas that are not inside parentheses. */
export function splitTopLevel(tokens: readonly Token[]): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (isPunct(token, '(')) depth += 1;
    else if (isPunct(token, ')')) depth -= 1;
    if (depth === 0 && isPunct(token, ',')) parts.push([]);
    else parts.at(-1)?.push(token);
  }
  return parts.filter((part) => part.length > 0);
}

/** The names in a column list such as ([Id] ASC, [Name]) or (`name`(10)): the first name of each item. */
export function columnList(tokens: readonly Token[] | null): string[] {
  return splitTopLevel(tokens ?? [])
    .map((item) => item.find(isName)?.value)
    .filter((name): name is string => name !== undefined);
}

/** The source text of tokens on one line, shortened, for a note. */
export function snippet(source: string, tokens: readonly Token[], max = 60): string {
  const first = tokens[0];
  const last = tokens.at(-1);
  if (!first || !last) return '';
  const text = source.slice(first.start, last.end).replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
