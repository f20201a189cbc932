import { Temporal } from 'temporal-polyfill';

const SECOND = 1_000_000_000n;

/** Largest unit first: the first one the difference reaches is the one shown ("3 hours ago", not "180 minutes ago"). */
const STEPS: { unit: Intl.RelativeTimeFormatUnit; seconds: number; from: number }[] = [
  { unit: 'year', seconds: 365.2425 * 86_400, from: 365 * 86_400 },
  { unit: 'month', seconds: 30.436875 * 86_400, from: 30 * 86_400 },
  { unit: 'week', seconds: 7 * 86_400, from: 7 * 86_400 },
  { unit: 'day', seconds: 86_400, from: 86_400 },
  { unit: 'hour', seconds: 3_600, from: 3_600 },
  { unit: 'minute', seconds: 60, from: 60 },
];

/** "3 hours ago", "in 2 days", "now": whole units, truncated toward now, in the largest unit reached. */
export function formatRelative(epochNs: bigint, nowNs: bigint, locale = 'en'): string {
  const seconds = Number((epochNs - nowNs) / SECOND);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const step = STEPS.find(({ from }) => Math.abs(seconds) >= from);
  if (!step) return format.format(seconds, 'second');
  // Math.trunc(-0.5) is -0, which Intl reads as past; the step's threshold keeps the count at 1 or more.
  return format.format(Math.trunc(seconds / step.seconds), step.unit);
}

const UNITS: Record<string, 'seconds' | 'minutes' | 'hours' | 'days' | 'weeks' | 'months' | 'years'> = {
  s: 'seconds',
  sec: 'seconds',
  second: 'seconds',
  m: 'minutes',
  min: 'minutes',
  minute: 'minutes',
  h: 'hours',
  hr: 'hours',
  hour: 'hours',
  d: 'days',
  day: 'days',
  w: 'weeks',
  week: 'weeks',
  mo: 'months',
  month: 'months',
  y: 'years',
  yr: 'years',
  year: 'years',
};

const RELATIVE = /^(in\s+)?(\d{1,9}|an?)\s*([a-z]+)(\s+ago)?$/i;

/** "hours" → hours, "hrs" → hours; a two-letter word keeps its s, so "ms" is not read as minutes. */
const unitOf = (word: string) => UNITS[word] ?? (word.length > 2 && word.endsWith('s') ? UNITS[word.slice(0, -1)] : undefined);

/**
 * "3 hours ago", "in 2 days", "a week ago", "now", "today", "yesterday", "tomorrow", relative to `now` in
 * `zone` (days, months and years follow its calendar and clock changes); null for anything else.
 */
export function parseRelative(text: string, now: Temporal.ZonedDateTime): bigint | null {
  const words = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const startOfDay = now.startOfDay();
  if (words === 'now') return now.epochNanoseconds;
  if (words === 'today') return startOfDay.epochNanoseconds;
  if (words === 'yesterday') return startOfDay.subtract({ days: 1 }).epochNanoseconds;
  if (words === 'tomorrow') return startOfDay.add({ days: 1 }).epochNanoseconds;
  const match = RELATIVE.exec(words);
  if (!match) return null;
  const [, future, count = '', unitWord = '', past] = match;
  const unit = unitOf(unitWord);
  if (!unit || Boolean(future) === Boolean(past)) return null;
  const amount = /^an?$/.test(count) ? 1 : Number(count);
  try {
    const moved = future ? now.add({ [unit]: amount }) : now.subtract({ [unit]: amount });
    return moved.epochNanoseconds;
  } catch {
    return null;
  }
}
