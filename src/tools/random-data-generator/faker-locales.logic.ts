import type { Faker } from '@faker-js/faker';
import type { LocaleKey } from './random-data-generator.logic';

/**
 * Each entry is faker's ready-made instance for that locale, chained [locale, en, base]. They are loaded
 * on first use (never faker's all-locales default export): English alone is ≈150 KB gzipped and each
 * other locale adds 10–40 KB, so a visitor downloads only what they pick.
 */
const loaders: Record<LocaleKey, () => Promise<{ faker: Faker }>> = {
  en: () => import('@faker-js/faker/locale/en'),
  de: () => import('@faker-js/faker/locale/de'),
  fr: () => import('@faker-js/faker/locale/fr'),
  es: () => import('@faker-js/faker/locale/es'),
  ja: () => import('@faker-js/faker/locale/ja'),
};

export async function loadFaker(locale: LocaleKey): Promise<Faker> {
  return (await loaders[locale]()).faker;
}
