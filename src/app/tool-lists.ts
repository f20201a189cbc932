import { storedValue } from '@/lib/stored-value';

/** How many recently used tools the landing page shows. */
export const RECENT_LIMIT = 5;

// A hand check rather than zod: this runs on the landing page, whose script budget is tight.
const toolIds = (raw: unknown): string[] | undefined =>
  Array.isArray(raw) && raw.length <= 100 && raw.every((entry) => typeof entry === 'string' && entry.length <= 64) ? raw : undefined;

export const favoriteTools = storedValue('devdeck:favourites', toolIds, []);
export const recentTools = storedValue('devdeck:recents', toolIds, []);

export type LandingOrder = 'category' | 'title';
/** The spec's landing page: one grid sorted alphabetically by title, unless the visitor chose sections by category. */
export const landingOrder = storedValue<LandingOrder>('devdeck:landing-order', (raw) => (raw === 'category' || raw === 'title' ? raw : undefined), 'title');

/** Adds the id when absent, removes it when present. */
export function toggled(list: readonly string[], id: string): string[] {
  return list.includes(id) ? list.filter((entry) => entry !== id) : [...list, id];
}

/** The id first, without repeats, at most RECENT_LIMIT long. */
export function withRecent(list: readonly string[], id: string): string[] {
  return [id, ...list.filter((entry) => entry !== id)].slice(0, RECENT_LIMIT);
}

export function toggleFavorite(id: string): void {
  favoriteTools.set(toggled(favoriteTools.get(), id));
}

export function recordRecent(id: string): void {
  recentTools.set(withRecent(recentTools.get(), id));
}
