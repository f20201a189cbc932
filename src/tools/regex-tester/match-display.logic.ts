import { formatNumber } from '@contract/format-number';

/** A match or group is shown on one line, cut to this many characters. */
export const DISPLAY_CHARS = 400;

/** One-line text for the list: line breaks shown as ↵, long text cut with an ellipsis. */
export function displayText(value: string): string {
  const cut = value.length > DISPLAY_CHARS;
  return (cut ? value.slice(0, DISPLAY_CHARS) : value).replace(/\r\n|\r|\n/g, '↵') + (cut ? '…' : '');
}

/** "Matches (3)", "Matches (1,204)". */
export function matchesHeading(total: number): string {
  return `Matches (${formatNumber(total)})`;
}

/** "3 matches in 0.4 ms": one decimal below 10 ms, whole milliseconds above. */
export function matchSummary(total: number, elapsedMs: number): string {
  const time = elapsedMs < 10 ? elapsedMs.toFixed(1) : String(Math.round(elapsedMs));
  return `${formatNumber(total)} ${total === 1 ? 'match' : 'matches'} in ${time} ms`;
}

/** Said when the list and highlighting keep fewer matches than were found. */
export function keptNote(kept: number, total: number): string | null {
  return kept < total ? `Showing the first ${formatNumber(kept)} of ${formatNumber(total)} matches.` : null;
}

/** Said under the substitution preview when it replaced only the kept matches. */
export function substitutionNote(kept: number, total: number): string | null {
  return kept < total ? `Only the first ${formatNumber(kept)} matches are replaced in this preview.` : null;
}
