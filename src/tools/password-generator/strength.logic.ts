import { ZxcvbnFactory, type MatchEstimated, type MatchExtended } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { formatNumber } from '@contract/format-number';
import { MAX_ANALYSED, SCENARIOS, type StrengthPart, type StrengthReport } from './strength-report';

/**
 * zxcvbn with its common and English dictionaries (about 1 MB of word lists): imported by the analyser's worker only,
 * so the generator never waits for them. Levenshtein matching stays off: it compares the whole password with every
 * dictionary word, seconds for a 20-character one on this machine. l33t variants are tried with up to 10 substitutions
 * (zxcvbn's default is 100): 100 random characters full of symbols took 10 s with 100 and a fifth of that with 10, and
 * real l33t words ("P@ssw0rd", "Tr0ub4dour&3") have a few.
 */
let zxcvbn: ZxcvbnFactory | null = null;
const factory = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    maxLength: MAX_ANALYSED,
    l33tMaxSubstitutions: 10,
  }));

/** The dictionaries by their names without the language ("passwords-common", "firstnames-en"). */
const DICTIONARY_NAMES: Record<string, string> = {
  passwords: 'common password',
  diceware: 'diceware word',
  commonWords: 'common English word',
  firstnames: 'first name',
  lastnames: 'last name',
  wikipedia: 'word from Wikipedia',
};

/** What zxcvbn took a piece of the password for, in words. */
function describe(match: MatchEstimated): string {
  switch (match.pattern) {
    case 'dictionary': {
      const name = String(match.dictionaryName).replace(/-[a-z]+$/, '');
      const kind = DICTIONARY_NAMES[name] ?? `word from the ${name} list`;
      const twists = [match.reversed && 'reversed', match.l33t && 'with l33t substitutions'].filter(Boolean).join(', ');
      return `${kind} "${String(match.matchedWord)}", rank ${formatNumber(Number(match.rank))}${twists ? ` (${twists})` : ''}`;
    }
    case 'spatial':
      return 'keyboard pattern';
    case 'repeat':
      return `repeated ${formatNumber(Number(match.repeatCount))} times`;
    case 'sequence':
      return 'sequence';
    case 'date':
      return 'date';
    case 'regex':
      return match.regexName === 'recentYear' ? 'recent year' : 'pattern';
    case 'separator':
      return 'separator';
    case 'wordSequence':
      return 'sequence of words';
    default:
      return 'random characters (brute force)';
  }
}

/** zxcvbn's score (0 to 4), crack times, warning and suggestions for the first MAX_ANALYSED characters of the password. */
export function analyseStrength(password: string): StrengthReport {
  const characters = Array.from(password);
  const analysed = characters.slice(0, MAX_ANALYSED).join('');
  const result = factory().check(analysed);
  const crackTimes = Object.fromEntries(
    SCENARIOS.map(({ id }) => [id, { seconds: result.crackTimes[id].seconds, display: result.crackTimes[id].display }]),
  ) as StrengthReport['crackTimes'];
  // The sequence zxcvbn returns is the estimated one: each match has its guesses.
  const parts: StrengthPart[] = (result.sequence as (MatchExtended & MatchEstimated)[]).map((match) => ({
    token: match.token,
    pattern: describe(match),
    guessesLog10: match.guessesLog10,
  }));
  return {
    score: result.score,
    guessesLog10: result.guessesLog10,
    crackTimes,
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
    parts,
    analysedLength: Math.min(characters.length, MAX_ANALYSED),
    length: characters.length,
  };
}
