import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SLUG_OPTIONS, slugDropsLetters, slugifyModule, slugLine, type SlugOptions } from './slug.logic';

beforeAll(() => slugifyModule.load());

describe('URL slug (@sindresorhus/slugify)', () => {
  it.each<[string, string]>([
    ['Hello World', 'hello-world'],
    ['  Déjà Vu!  ', 'deja-vu'],
    // German: umlauts as two letters, ß as ss.
    ['Straße über Äpfel', 'strasse-ueber-aepfel'],
    ['Müller & Söhne', 'mueller-and-soehne'],
    // Vietnamese loses its marks; đ becomes d.
    ['Tiếng Việt có dấu', 'tieng-viet-co-dau'],
    ['Đà Nẵng', 'da-nang'],
    // Cyrillic and Greek are spelled in Latin letters.
    ['Привет мир', 'privet-mir'],
    ['я люблю единорогов', 'ya-lyublyu-edinorogov'],
    ['Γειά σου Κόσμε', 'geia-soy-kosme'],
    ['Łódź', 'lodz'],
    // Chinese, Japanese and Korean have no transliteration: they are dropped.
    ['你好 world', 'world'],
    ['日本語テキスト', ''],
    ['fooBar 123 $#%', 'foo-bar-123'],
    ['XMLHttpRequest', 'xml-http-request'],
    ['Conway’s Law', 'conways-law'],
    // Letters written as two (CLDR Latin-ASCII) stay one word, not camelCase.
    ['Ærøskøbing', 'aeroskobing'],
    ['Þingvellir', 'thingvellir'],
    ['Œuvre Ĳssel', 'oeuvre-ijssel'],
    ['ÆRØ', 'aero'],
    // The camelCase rules themselves, on any script's capitals.
    ['APISection APIs FOO360', 'api-section-apis-foo-360'],
    ['éditionÉté', 'edition-ete'],
    ['ПриветМир', 'privet-mir'],
  ])('%j → %j', (line, expected) => {
    expect(slugLine(line, DEFAULT_SLUG_OPTIONS)).toBe(expected);
  });

  it.each<[Partial<SlugOptions>, string, string]>([
    [{ separator: '_' }, 'Hello World Ä', 'hello_world_ae'],
    [{ separator: '' }, 'Hello World', 'helloworld'],
    [{ lowercase: false }, 'Déjà Vu', 'Deja-Vu'],
    [{ transliterate: false }, '你好 world', '你好-world'],
    [{ transliterate: false }, 'Déjà Vu', 'déjà-vu'],
    [{ splitCamelCase: false }, 'fooBar', 'foobar'],
    // Æ written as AE is no camel hump, in either case.
    [{ lowercase: false }, 'Ærøskøbing', 'AEroskobing'],
    [{ splitCamelCase: false }, 'Ærøskøbing', 'aeroskobing'],
  ])('with %j, %j → %j', (changes, line, expected) => {
    expect(slugLine(line, { ...DEFAULT_SLUG_OPTIONS, ...changes })).toBe(expected);
  });

  it('knows when letters were dropped rather than there being none', () => {
    expect(slugDropsLetters('日本語', '')).toBe(true);
    expect(slugDropsLetters('!!!', '')).toBe(false);
    expect(slugDropsLetters('abc', 'abc')).toBe(false);
  });
});
