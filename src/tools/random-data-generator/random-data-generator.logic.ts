// Type-only import: the screen reads this catalogue without loading faker (≈155 KB), which only the worker loads.
import type { Faker } from '@faker-js/faker';
import { formatCount } from '@contract/format-number';

/** One person per row, shared by the name and email columns so that a row reads as one person. */
export interface RowPerson {
  firstName: string;
  lastName: string;
}

export interface DataType {
  key: DataTypeKey;
  label: string;
  /** Column name in JSON objects, CSV headers and SQL: a plain identifier that needs no quoting. */
  column: string;
  generate: (faker: Faker, person: RowPerson, options: GenerateOptions) => string;
}

export interface GenerateOptions {
  /** Emails at example.com/.net/.org (reserved, never delivered) instead of real free-mail domains. */
  exampleEmails: boolean;
}

export const DATA_TYPE_KEYS = [
  'person.fullName',
  'internet.email',
  'phone.number',
  'location.streetAddress',
  'location.city',
  'location.zipCode',
  'company.name',
  'lorem.paragraph',
  'string.uuid',
] as const;

export type DataTypeKey = (typeof DATA_TYPE_KEYS)[number];

export const DEFAULT_DATA_TYPE: DataTypeKey = 'person.fullName';

export const DATA_TYPES: readonly DataType[] = [
  { key: 'person.fullName', label: 'Full Name', column: 'full_name', generate: (faker, person) => faker.person.fullName(person) },
  {
    key: 'internet.email',
    label: 'Email Address',
    column: 'email',
    generate: (faker, person, options) => (options.exampleEmails ? faker.internet.exampleEmail(person) : faker.internet.email(person)),
  },
  { key: 'phone.number', label: 'Phone Number', column: 'phone', generate: (faker) => faker.phone.number() },
  { key: 'location.streetAddress', label: 'Street Address', column: 'street_address', generate: (faker) => faker.location.streetAddress() },
  { key: 'location.city', label: 'City', column: 'city', generate: (faker) => faker.location.city() },
  { key: 'location.zipCode', label: 'Zip Code', column: 'zip_code', generate: (faker) => faker.location.zipCode() },
  { key: 'company.name', label: 'Company Name', column: 'company_name', generate: (faker) => faker.company.name() },
  { key: 'lorem.paragraph', label: 'Paragraph', column: 'paragraph', generate: (faker) => faker.lorem.paragraph() },
  { key: 'string.uuid', label: 'UUID', column: 'uuid', generate: (faker) => faker.string.uuid() },
];

export function dataType(key: DataTypeKey): DataType {
  const found = DATA_TYPES.find((type) => type.key === key);
  if (!found) throw new Error(`Unknown data type ${key}`);
  return found;
}

/**
 * The faker locales offered; each one is bundled, so the list stays short. English (UK) is left out:
 * faker 10.6's en_GB postcodes are malformed (e.g. "CB35 03R"), which would defeat test data.
 */
export const LOCALES = [
  { value: 'en', label: 'English (US)' },
  { value: 'de', label: 'German' },
  { value: 'fr', label: 'French' },
  { value: 'es', label: 'Spanish' },
  { value: 'ja', label: 'Japanese' },
] as const;

export type LocaleKey = (typeof LOCALES)[number]['value'];

export const DEFAULT_LOCALE: LocaleKey = 'en';

export const DEFAULT_COUNT = 10;
export const MAX_COUNT = 10_000;

export interface CountReading {
  count: number;
  /** True when the entry asked for more than MAX_COUNT. */
  capped: boolean;
}

/** The spec's rule: non-numeric, empty or below 1 becomes 1; fractions round down; above MAX_COUNT is capped. */
export function readCount(text: string): CountReading {
  const value = text.trim() === '' ? Number.NaN : Math.floor(Number(text));
  if (!Number.isFinite(value) || value < 1) return { count: 1, capped: false };
  if (value > MAX_COUNT) return { count: MAX_COUNT, capped: true };
  return { count: value, capped: false };
}

const MAX_SEED = 0xffff_ffff;

export const SEED_ERROR = `Seed must be a whole number from 0 to ${MAX_SEED}.`;

export type SeedReading = { kind: 'random' } | { kind: 'fixed'; seed: number } | { kind: 'invalid'; message: string };

/** A blank seed means "pick one at random"; anything else must be a whole number faker can seed with. */
export function readSeed(text: string): SeedReading {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'random' };
  if (!/^\d+$/.test(trimmed)) return { kind: 'invalid', message: SEED_ERROR };
  const seed = Number(trimmed);
  return seed <= MAX_SEED ? { kind: 'fixed', seed } : { kind: 'invalid', message: SEED_ERROR };
}

export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0] ?? 0;
}

/** Everything that decides the generated values; the same request always gives the same rows. */
export interface GenerateRequest extends GenerateOptions {
  fields: readonly DataTypeKey[];
  count: number;
  seed: number;
  locale: LocaleKey;
}

/** `rows[i][j]` is row i's value of `fields[j]`. */
export interface GeneratedData {
  request: GenerateRequest;
  rows: string[][];
}

/** The columns of a table: the chosen data type first, then the extra fields in catalogue order, without repeats. */
export function tableFields(primary: DataTypeKey, extras: readonly DataTypeKey[]): DataTypeKey[] {
  return [primary, ...DATA_TYPE_KEYS.filter((key) => key !== primary && extras.includes(key))];
}

export function itemCountLabel(count: number): string {
  return formatCount(count, 'item', 'items');
}
