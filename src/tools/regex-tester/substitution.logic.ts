import { groupAt, keptCount, type MatchSet } from './regex-tester.logic';
import { formatNumber } from '@contract/format-number';

/** Longer previews would cost the page more memory than they are worth (e.g. `$'` on every match of 1 MB). */
const SUBSTITUTION_LIMIT = 20_000_000;

export const SUBSTITUTION_TOO_LARGE_MESSAGE = `The substitution result would be over ${formatNumber(SUBSTITUTION_LIMIT)} characters, too large to preview.`;

type Token =
  | { kind: 'literal'; text: string }
  | { kind: 'group'; group: number }
  | { kind: 'named'; groups: number[] }
  | { kind: 'match' }
  | { kind: 'before' }
  | { kind: 'after' };

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * Reads a replacement template as String.prototype.replace does (ECMAScript GetSubstitution):
 * $$, $&, $`, $', $1–$99 (a two-digit number past the group count is one digit and a literal),
 * and $<name> when the pattern has named groups. Anything else is literal.
 */
export function parseTemplate(template: string, groupNames: readonly (string | null)[]): Token[] {
  const tokens: Token[] = [];
  const hasNamedGroups = groupNames.some((name) => name !== null);
  let literal = '';
  const emit = (token: Token) => {
    if (literal) tokens.push({ kind: 'literal', text: literal });
    literal = '';
    tokens.push(token);
  };
  let at = 0;
  while (at < template.length) {
    const char = template[at] as string;
    const next = template[at + 1];
    if (char !== '$' || next === undefined) {
      literal += char;
      at += 1;
    } else if (next === '$') {
      literal += '$';
      at += 2;
    } else if (next === '&' || next === '`' || next === "'") {
      emit({ kind: next === '&' ? 'match' : next === '`' ? 'before' : 'after' });
      at += 2;
    } else if (isDigit(next)) {
      let digits = isDigit(template[at + 2]) ? template.slice(at + 1, at + 3) : next;
      if (digits.length === 2 && Number(digits) > groupNames.length) digits = next;
      const group = Number(digits);
      if (group >= 1 && group <= groupNames.length) emit({ kind: 'group', group: group - 1 });
      else literal += `$${digits}`;
      at += 1 + digits.length;
    } else if (next === '<' && hasNamedGroups && template.indexOf('>', at + 2) !== -1) {
      const close = template.indexOf('>', at + 2);
      const name = template.slice(at + 2, close);
      emit({ kind: 'named', groups: groupNames.flatMap((groupName, index) => (groupName === name ? [index] : [])) });
      at = close + 1;
    } else {
      literal += '$';
      at += 1;
    }
  }
  if (literal) tokens.push({ kind: 'literal', text: literal });
  return tokens;
}

export type SubstitutionResult = { ok: true; text: string } | { ok: false; message: string };

/**
 * The text with each kept match replaced by the template, built from the matches already found
 * (no second search), so the preview agrees with the list and cannot blow up memory.
 */
export function substitute(text: string, matches: MatchSet, template: string, maxLength = SUBSTITUTION_LIMIT): SubstitutionResult {
  const tokens = parseTemplate(template, matches.groupNames);
  // String += builds a rope in the engine, measured faster here than collecting parts and joining them.
  let result = '';
  let cursor = 0;
  for (let index = 0; index < keptCount(matches); index += 1) {
    const start = matches.starts[index] as number;
    const end = matches.ends[index] as number;
    result += text.slice(cursor, start);
    for (const token of tokens) {
      if (token.kind === 'literal') result += token.text;
      else if (token.kind === 'match') result += text.slice(start, end);
      else if (token.kind === 'before') result += text.slice(0, start);
      else if (token.kind === 'after') result += text.slice(end);
      else if (token.kind === 'group') result += groupAt(matches, index, token.group);
      // Of several groups sharing a name, only the one that took part has a value.
      else result += token.groups.map((group) => groupAt(matches, index, group)).find((capture) => capture !== '') ?? '';
      if (result.length > maxLength) return { ok: false, message: SUBSTITUTION_TOO_LARGE_MESSAGE };
    }
    cursor = end;
  }
  result += text.slice(cursor);
  if (result.length > maxLength) return { ok: false, message: SUBSTITUTION_TOO_LARGE_MESSAGE };
  return { ok: true, text: result };
}
