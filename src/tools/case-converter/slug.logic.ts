import { preloadable } from '@/lib/preloadable';

/**
 * @sindresorhus/slugify, imported on first need: as it loads, its transliteration builds a pattern for each of
 * its locales (about 9 ms of main thread here), which every Case Converter first paint paid.
 */
export const slugifyModule = preloadable(() => import('@sindresorhus/slugify'));

export interface SlugOptions {
  /** Between words; "" joins them. */
  separator: string;
  lowercase: boolean;
  /** Accented and non-Latin letters written in ASCII (ä → ae, я → ya); off keeps them as they are. */
  transliterate: boolean;
  /** "fooBar" as foo-bar. */
  splitCamelCase: boolean;
}

export const DEFAULT_SLUG_OPTIONS: SlugOptions = { separator: '-', lowercase: true, transliterate: true, splitCamelCase: true };

/**
 * A URL slug by @sindresorhus/slugify: German umlauts as ae/oe/ue, ß as ss, Vietnamese without its marks,
 * Cyrillic and Greek spelled in Latin letters, & as "and". Chinese, Japanese and Korean have no
 * transliteration there and are dropped, unless transliteration is off, when every letter is kept.
 * Needs `slugifyModule` loaded.
 */
export function slugLine(line: string, options: SlugOptions): string {
  const slugify = slugifyModule.loaded()?.default;
  if (!slugify) throw new Error('The slug library has not loaded yet (slugifyModule.load()).');
  return slugify(options.splitCamelCase ? splitCamelCase(line) : line, {
    separator: options.separator,
    lowercase: options.lowercase,
    transliterate: options.transliterate,
    // Split here, on the letters as written: the library splits after transliterating, when "Æ" is "AE" and
    // "Ærøskøbing" would read as "A Eroskobing" (CLDR's Latin-ASCII gives one word, "aeroskobing").
    decamelize: false,
  });
}

/** The library's own camelCase rules (FOO360, fooBar, APISection but not APIs), for capitals of any script. */
function splitCamelCase(text: string): string {
  return text
    .replaceAll(/(\p{Lu}{2})(\p{N}+)/gu, '$1 $2')
    .replaceAll(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1 $2')
    .replaceAll(/(\p{Lu})(\p{Lu}(?!s(?!\p{Ll}))[\p{Ll}\p{N}]+)/gu, '$1 $2');
}

/** True when the line has letters that the slug drops: the screen says so instead of showing a silent blank. */
export function slugDropsLetters(line: string, slug: string): boolean {
  return slug === '' && /[\p{L}\p{N}]/u.test(line);
}
