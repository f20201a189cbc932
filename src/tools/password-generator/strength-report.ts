/** What the strength analyser's worker answers, and the words the screen shows it with; no zxcvbn here, so the screen stays small. */

/** zxcvbn is slow on long input (its repeat and dictionary matchers grow with the length): only this many characters are analysed. */
export const MAX_ANALYSED = 100;

export const SCORE_LABELS = ['Too guessable', 'Very guessable', 'Somewhat guessable', 'Safely unguessable', 'Very unguessable'] as const;

/** zxcvbn's four attack scenarios, in its order, with the guess rates of its defaults. */
export const SCENARIOS = [
  { id: 'onlineThrottlingXPerHour', label: 'Online, rate-limited (100 guesses an hour)' },
  { id: 'onlineNoThrottlingXPerSecond', label: 'Online, not rate-limited (10 guesses a second)' },
  { id: 'offlineSlowHashingXPerSecond', label: 'Offline, slow hash such as bcrypt (10,000 a second)' },
  { id: 'offlineFastHashingXPerSecond', label: 'Offline, fast hash such as SHA-256 (10 billion a second)' },
] as const;
export type ScenarioId = (typeof SCENARIOS)[number]['id'];

/** How one piece of the password would be guessed. */
export interface StrengthPart {
  token: string;
  /** What zxcvbn took it for ("common password, rank 2", "keyboard pattern"). */
  pattern: string;
  guessesLog10: number;
}

export interface StrengthReport {
  score: 0 | 1 | 2 | 3 | 4;
  guessesLog10: number;
  crackTimes: Record<ScenarioId, { seconds: number; display: string }>;
  warning: string | null;
  suggestions: string[];
  parts: StrengthPart[];
  /** Characters analysed: the input's, up to MAX_ANALYSED. */
  analysedLength: number;
  length: number;
}
