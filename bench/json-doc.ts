/** Deterministic, realistic minified JSON of a chosen size, so every run formats the same document. */

import { mulberry32 } from '../src/lib/seeded-random';

const SIZE_TOLERANCE = 0.05;

type Random = () => number;

const FIRST_NAMES = ['Ada', 'Grace', 'Linus', 'Zoë', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'Guido', 'Anders', 'Bjarne', 'Radia', 'José'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen', 'van Rossum', 'Hejlsberg', 'Perlman', 'Müller'];
const CITIES = ['Lisbon', 'Berlin', 'Osaka', 'Toronto', 'Nairobi', 'Lima', 'Oslo', 'Austin', 'Kraków', 'Melbourne'];
const TAGS = ['admin', 'beta', 'billing', 'support', 'mobile', 'api', 'trial', 'enterprise', 'eu', 'us', 'legacy', 'vip'];
const ACTIONS = ['login', 'logout', 'purchase', 'refund', 'upgrade', 'downgrade', 'invite', 'export'];
const WORDS = [
  'quick',
  'brown',
  'fox',
  'jumps',
  'over',
  'lazy',
  'dog',
  'lorem',
  'ipsum',
  'dolor',
  'sit',
  'amet',
  'and',
  'the',
  'with',
  '"quoted"',
  'tab\there',
  'line\nbreak',
];

function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

function int(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function hex(random: Random, length: number): string {
  let out = '';
  while (out.length < length) out += Math.floor(random() * 16).toString(16);
  return out;
}

function sentence(random: Random): string {
  return Array.from({ length: int(random, 4, 14) }, () => pick(random, WORDS)).join(' ');
}

function isoDate(random: Random): string {
  return new Date(Date.UTC(2020, 0, 1) + Math.floor(random() * 5 * 365 * 86_400_000)).toISOString();
}

function makeRecord(random: Random, id: number): unknown {
  const first = pick(random, FIRST_NAMES);
  const last = pick(random, LAST_NAMES);
  return {
    id,
    uuid: `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-a${hex(random, 3)}-${hex(random, 12)}`,
    name: `${first} ${last}`,
    email: `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `${id}@example.com`,
    active: random() < 0.7,
    verified: random() < 0.5 ? true : random() < 0.5 ? false : null,
    score: Math.round(random() * 100_000) / 100,
    balance: int(random, -5_000, 250_000),
    tags: Array.from({ length: int(random, 0, 5) }, () => pick(random, TAGS)),
    address: {
      street: `${int(random, 1, 999)} ${pick(random, WORDS)} street`,
      city: pick(random, CITIES),
      zip: String(int(random, 10_000, 99_999)),
      geo: { lat: Math.round((random() * 180 - 90) * 1e6) / 1e6, lng: Math.round((random() * 360 - 180) * 1e6) / 1e6 },
    },
    managerId: random() < 0.3 ? null : int(random, 1, Math.max(1, id)),
    createdAt: isoDate(random),
    notes: random() < 0.6 ? null : sentence(random),
    history: Array.from({ length: int(random, 0, 4) }, () => ({
      at: isoDate(random),
      action: pick(random, ACTIONS),
      amount: random() < 0.5 ? null : Math.round(random() * 1e5) / 100,
      meta: { ip: `10.${int(random, 0, 255)}.${int(random, 0, 255)}.${int(random, 0, 255)}`, ok: random() < 0.9 },
    })),
  };
}

/** Minified JSON of about targetBytes UTF-8 bytes (within 5%); throws if it misses. */
export function makeJsonDocument(targetBytes: number, seed = 20_261_101): string {
  const random = mulberry32(seed);
  const records: unknown[] = [];
  // Envelope and brackets are small; tracking each record's length keeps generation linear.
  let size = 100;
  while (size < targetBytes) {
    const record = makeRecord(random, records.length + 1);
    size += Buffer.byteLength(JSON.stringify(record)) + 1;
    records.push(record);
  }
  const text = JSON.stringify({ source: 'devdeck-bench', seed, count: records.length, records });
  const actual = Buffer.byteLength(text);
  if (Math.abs(actual - targetBytes) > targetBytes * SIZE_TOLERANCE) {
    throw new Error(`Generated JSON is ${actual} bytes, more than 5% away from the ${targetBytes} bytes asked for.`);
  }
  return text;
}
