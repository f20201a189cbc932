import { captureGroupNames } from './capture-groups.logic';

/** The spec's fallback when the engine gives no message of its own. */
export const INVALID_REGEX_MESSAGE = 'Invalid Regular Expression';

/** Matches kept for the list, the highlighting and the substitution; the count goes on past it. */
const MATCH_LIMIT = 200_000;

export const DEFAULT_FLAGS = 'g';

/** A search still running after this long is stopped (catastrophic backtracking). */
export const TIME_LIMIT_MS = 1000;

export const TIMEOUT_MESSAGE =
  'The regular expression took longer than 1 second and was stopped. It probably backtracks catastrophically: look for nested quantifiers such as (a+)+.';

/** What each flag does, in the order the toggles show them. */
export const FLAG_DESCRIPTIONS: readonly { flag: string; name: string; title: string }[] = [
  { flag: 'g', name: 'global', title: 'Find every match, not just the first' },
  { flag: 'i', name: 'ignore case', title: 'Letters match in either case' },
  { flag: 'm', name: 'multiline', title: '^ and $ match at every line start and end' },
  { flag: 's', name: 'dot all', title: '. also matches line breaks' },
  { flag: 'u', name: 'unicode', title: 'Unicode mode: code points, \\u{…} and \\p{…}' },
  { flag: 'v', name: 'unicode sets', title: 'Unicode sets mode: like u, plus set operations in classes' },
  { flag: 'y', name: 'sticky', title: 'Each match must start exactly where the last one ended' },
  { flag: 'd', name: 'indices', title: 'Record where each group starts and ends' },
];

/** Flags that cannot be used together: turning one on turns the other off. */
const EXCLUSIVE_FLAGS: Readonly<Record<string, string>> = { u: 'v', v: 'u' };

/** Asks the engine itself, so flags a newer browser adds are accepted without a code change. */
function engineAcceptsFlag(flag: string): boolean {
  try {
    new RegExp('', flag);
    return true;
  } catch {
    return false;
  }
}

const CANDIDATE_FLAGS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The flags this engine knows, e.g. "dgimsuvy". */
export const KNOWN_FLAGS: string = [...CANDIDATE_FLAGS].filter(engineAcceptsFlag).join('');

/** A clear message for the first problem in the flags, or null when the engine should accept them. */
export function checkFlags(flags: string): string | null {
  const seen = new Set<string>();
  for (const flag of flags) {
    if (!KNOWN_FLAGS.includes(flag)) return `Unknown flag "${flag}". Valid flags: ${[...KNOWN_FLAGS].join(', ')}.`;
    if (seen.has(flag)) return `Flag "${flag}" is repeated.`;
    seen.add(flag);
  }
  if (seen.has('u') && seen.has('v')) return 'Flags "u" and "v" cannot be combined.';
  return null;
}

/** Turns one flag on or off in the text; an exclusive partner (u/v) is turned off. Other characters stay as typed. */
export function toggleFlag(flags: string, flag: string): string {
  if (flags.includes(flag)) return flags.replaceAll(flag, '');
  const partner = EXCLUSIVE_FLAGS[flag];
  return (partner ? flags.replaceAll(partner, '') : flags) + flag;
}

/** The engine's message for a bad pattern, or the spec's fallback. */
export function describeRegexError(error: unknown): string {
  return error instanceof Error && error.message ? error.message : INVALID_REGEX_MESSAGE;
}

export type CompileResult = { ok: true; regex: RegExp | null } | { ok: false; message: string };

/** Checks flags, then builds the expression; an empty pattern is valid and matches nothing (regex is null). */
export function compileRegex(pattern: string, flags: string): CompileResult {
  const flagProblem = checkFlags(flags);
  if (flagProblem) return { ok: false, message: flagProblem };
  if (pattern === '') return { ok: true, regex: null };
  try {
    return { ok: true, regex: new RegExp(pattern, flags) };
  } catch (error) {
    return { ok: false, message: describeRegexError(error) };
  }
}

/**
 * All matches in a compact shape that crosses from the worker cheaply: positions in typed arrays
 * (transferred, not copied) and every group's text packed into one string.
 */
export interface MatchSet {
  /** Every match found, including those past MATCH_LIMIT. */
  total: number;
  /** Start and end (exclusive) of each kept match, in UTF-16 code units; sorted, not overlapping. */
  starts: Uint32Array;
  ends: Uint32Array;
  /** One entry per capture group: its name, or null for a numbered group. */
  groupNames: (string | null)[];
  /** The captures of match i, group g are groupText.slice(groupOffsets[i*n+g], groupOffsets[i*n+g+1]). */
  groupText: string;
  groupOffsets: Uint32Array;
}

/** One match as the spec describes it: text, index, and groups with unmatched groups as empty strings. */
export interface RegexMatch {
  text: string;
  index: number;
  groups: string[];
}

/** A fresh empty set each time: a shared one would be detached by the first transfer. */
function emptyMatchSet(): MatchSet {
  return { total: 0, starts: new Uint32Array(0), ends: new Uint32Array(0), groupNames: [], groupText: '', groupOffsets: new Uint32Array(1) };
}

/** A Uint32Array that doubles as it fills. */
class GrowingUint32 {
  private data = new Uint32Array(1024);
  length = 0;
  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }
  /** A right-sized copy whose buffer can be transferred. */
  finish(): Uint32Array {
    return this.data.slice(0, this.length);
  }
}

/** How many capture groups the engine sees: `pattern|` always matches the empty string, with every group present. */
function countGroups(regex: RegExp): number {
  const probe = new RegExp(`${regex.source}|`, regex.flags.replace(/[gy]/g, ''));
  return (probe.exec('')?.length ?? 1) - 1;
}

/** Where the search goes on after a zero-length match: past one code unit, or one code point with u or v (ECMAScript AdvanceStringIndex). */
export function advanceIndex(text: string, index: number, fullUnicode: boolean): number {
  if (!fullUnicode || index + 1 >= text.length) return index + 1;
  const high = text.charCodeAt(index);
  const low = text.charCodeAt(index + 1);
  return high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff ? index + 2 : index + 1;
}

/**
 * Finds the matches as the engine does: the first one without g; with g, every one, where a zero-length
 * match moves the search on by one character (one code point with u or v), so it cannot loop.
 * With y, each match must start where the last one ended.
 */
export function findMatches(regex: RegExp | null, text: string, limit = MATCH_LIMIT): MatchSet {
  if (!regex) return emptyMatchSet();
  const groupCount = countGroups(regex);
  const parsedNames = captureGroupNames(regex.source, regex.flags.includes('v'));
  // Names come from our own reading of the pattern; if it ever disagrees with the engine, show numbers only.
  const groupNames = parsedNames.length === groupCount ? parsedNames : new Array<string | null>(groupCount).fill(null);
  const fullUnicode = regex.unicode || regex.flags.includes('v');
  const starts = new GrowingUint32();
  const ends = new GrowingUint32();
  const groupOffsets = new GrowingUint32();
  const groupParts: string[] = [];
  let groupLength = 0;
  groupOffsets.push(0);
  let total = 0;

  regex.lastIndex = 0;
  for (let match = regex.exec(text); match !== null; match = regex.global ? regex.exec(text) : null) {
    total += 1;
    if (total <= limit) {
      starts.push(match.index);
      ends.push(match.index + match[0].length);
      for (let group = 1; group <= groupCount; group += 1) {
        const capture = match[group] ?? '';
        groupParts.push(capture);
        groupLength += capture.length;
        groupOffsets.push(groupLength);
      }
    }
    if (match[0] === '') regex.lastIndex = advanceIndex(text, regex.lastIndex, fullUnicode);
  }
  regex.lastIndex = 0;
  return { total, starts: starts.finish(), ends: ends.finish(), groupNames, groupText: groupParts.join(''), groupOffsets: groupOffsets.finish() };
}

/** How many matches are kept (listed, highlighted, substituted). */
export function keptCount(matches: MatchSet): number {
  return matches.starts.length;
}

/** The captured text of one group of one kept match ('' when the group did not take part). */
export function groupAt(matches: MatchSet, matchIndex: number, group: number): string {
  const slot = matchIndex * matches.groupNames.length + group;
  return matches.groupText.slice(matches.groupOffsets[slot], matches.groupOffsets[slot + 1]);
}

/** One kept match, read back from the compact set and the text it was found in. */
export function matchAt(matches: MatchSet, text: string, matchIndex: number): RegexMatch {
  const index = matches.starts[matchIndex] ?? 0;
  return {
    text: text.slice(index, matches.ends[matchIndex]),
    index,
    groups: matches.groupNames.map((_, group) => groupAt(matches, matchIndex, group)),
  };
}

/** The typed arrays a worker can hand over without copying. */
export function transferablesOf(matches: MatchSet): ArrayBuffer[] {
  return [matches.starts.buffer, matches.ends.buffer, matches.groupOffsets.buffer] as ArrayBuffer[];
}

/** `/source/flags` as it would be written in JavaScript, or null when the pattern or flags are invalid. */
export function toRegexLiteral(pattern: string, flags: string): string | null {
  const compiled = compileRegex(pattern, flags);
  if (!compiled.ok) return null;
  return `/${compiled.regex?.source ?? '(?:)'}/${flags}`;
}
