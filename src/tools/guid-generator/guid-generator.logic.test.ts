import { DEFAULT_OTHER_ID_OPTIONS } from './other-ids.logic';
import { validate, version } from 'uuid';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clampCount,
  defaultFormat,
  formatUuid,
  generateIds,
  joinUuids,
  MAX_COUNT,
  VERSION_OPTIONS,
  type GeneratedUuid,
  type NameInput,
  type IdKind,
} from './guid-generator.logic';

const names = (overrides: Partial<NameInput> = {}): NameInput => ({ namespace: 'dns', customNamespace: '', names: 'www.example.com', ...overrides });

function items(version: IdKind, count: number, input: NameInput = names()): GeneratedUuid[] {
  const result = generateIds(version, count, input, DEFAULT_OTHER_ID_OPTIONS);
  if (!result.ok) throw new Error(result.message);
  return result.items;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('generateIds', () => {
  it.each([
    ['v4', 4],
    ['v7', 7],
    ['v1', 1],
    ['v6', 6],
    ['v5', 5],
    ['v3', 3],
  ] as const)('%s values validate and report version %i', (chosen, expected) => {
    for (const { value } of items(chosen, 20)) {
      expect(validate(value)).toBe(true);
      expect(version(value)).toBe(expected);
    }
  });

  it('offers every UUID version in the menu, v4 first, then the other IDs', () => {
    expect(VERSION_OPTIONS.map((option) => option.value)).toEqual([
      'v4',
      'v7',
      'v1',
      'v6',
      'v5',
      'v3',
      'nil',
      'max',
      'ulid',
      'nanoid',
      'ksuid',
      'cuid2',
      'snowflake',
    ]);
  });

  it('gives the nil and max UUIDs once, whatever the count', () => {
    expect(items('nil', 5)).toEqual([{ value: '00000000-0000-0000-0000-000000000000' }]);
    expect(items('max', 5)).toEqual([{ value: 'ffffffff-ffff-ffff-ffff-ffffffffffff' }]);
    expect(validate(items('nil', 1)[0]?.value)).toBe(true);
  });

  it('makes the requested number of distinct random UUIDs', () => {
    const values = items('v4', 1000).map((item) => item.value);
    expect(values).toHaveLength(1000);
    expect(new Set(values).size).toBe(1000);
  });

  it('v5 and v3 match the RFC 9562 examples (DNS namespace, "www.example.com")', () => {
    expect(items('v5', 1)).toEqual([{ value: '2ed6657d-e927-568b-95e1-2665a8aea6a2', name: 'www.example.com' }]);
    expect(items('v3', 1)).toEqual([{ value: '5df41881-3aed-3515-88a7-2f4a814cf09e', name: 'www.example.com' }]);
  });

  it('hashes one UUID per name line, skipping blank lines, with any standard or custom namespace', () => {
    const result = items('v5', 1, names({ names: 'a\n\n  \nb\r\na' }));
    expect(result.map((item) => item.name)).toEqual(['a', 'b', 'a']);
    expect(result[0]?.value).toBe(result[2]?.value);
    const byUrl = items('v5', 1, names({ namespace: 'url', names: 'a' }))[0]?.value;
    const byCustom = items('v5', 1, names({ namespace: 'custom', customNamespace: '{6BA7B811-9DAD-11D1-80B4-00C04FD430C8}', names: 'a' }))[0]?.value;
    expect(byCustom).toBe(byUrl);
    expect(byUrl).not.toBe(result[0]?.value);
    expect(items('v5', 1, names({ namespace: 'oid', names: 'a' }))[0]?.value).not.toBe(items('v5', 1, names({ namespace: 'x500', names: 'a' }))[0]?.value);
  });

  it('explains a bad custom namespace or missing names', () => {
    expect(generateIds('v5', 1, names({ namespace: 'custom', customNamespace: 'not-a-uuid' }), DEFAULT_OTHER_ID_OPTIONS)).toEqual({
      ok: false,
      message: 'The custom namespace must be a UUID, such as 6ba7b810-9dad-11d1-80b4-00c04fd430c8.',
    });
    expect(generateIds('v3', 1, names({ names: ' \n ' }), DEFAULT_OTHER_ID_OPTIONS)).toEqual({ ok: false, message: 'Enter a name to hash, one per line.' });
  });

  it('uses at most MAX_COUNT names and says so', () => {
    const result = generateIds(
      'v5',
      1,
      names({ names: Array.from({ length: MAX_COUNT + 2 }, (_, index) => `n${index}`).join('\n') }),
      DEFAULT_OTHER_ID_OPTIONS,
    );
    expect(result.ok && result.items.length).toBe(MAX_COUNT);
    expect(result.ok && result.note).toBe('At most 10,000 names at a time; the first 10,000 were used.');
  });

  it('v7 values sort in the order they were made, within a millisecond and across milliseconds', () => {
    vi.useFakeTimers();
    const made: string[] = [];
    for (let step = 0; step < 50; step += 1) {
      vi.setSystemTime(new Date(Date.UTC(2026, 0, 1) + step * 7));
      made.push(...items('v7', 20).map((item) => item.value));
    }
    expect([...made].sort()).toEqual(made);
  });

  it('v6 values sort in the order they were made', () => {
    vi.useFakeTimers();
    const made: string[] = [];
    for (let step = 0; step < 20; step += 1) {
      vi.setSystemTime(new Date(Date.UTC(2026, 0, 1) + step * 1000));
      made.push(...items('v6', 5).map((item) => item.value));
    }
    expect([...made].sort()).toEqual(made);
  });
});

describe('clampCount', () => {
  it.each([
    ['5', 5, null],
    [' 12 ', 12, null],
    ['1', 1, null],
    ['0', 1, null],
    ['-3', 1, null],
    ['', 1, null],
    ['abc', 1, null],
    ['NaN', 1, null],
    ['Infinity', 1, null],
    ['2.9', 2, null],
    ['10000', 10_000, null],
    ['10001', 10_000, 'At most 10,000 at a time, so 10,000 were generated.'],
    ['1e9', 10_000, 'At most 10,000 at a time, so 10,000 were generated.'],
  ])('%j becomes %i', (typed, count, note) => {
    expect(clampCount(typed)).toEqual({ count, note });
  });
});

describe('formatUuid', () => {
  const uuid = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';
  it.each([
    [defaultFormat, '6ba7b810-9dad-11d1-80b4-00c04fd430c8'],
    [{ uppercase: true, hyphens: true, braces: false }, '6BA7B810-9DAD-11D1-80B4-00C04FD430C8'],
    [{ uppercase: false, hyphens: false, braces: false }, '6ba7b8109dad11d180b400c04fd430c8'],
    [{ uppercase: true, hyphens: true, braces: true }, '{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}'],
    [{ uppercase: false, hyphens: false, braces: true }, '{6ba7b8109dad11d180b400c04fd430c8}'],
  ])('%o', (format, expected) => {
    expect(formatUuid(uuid, format)).toBe(expected);
  });

  it('joins a list one per line', () => {
    expect(joinUuids([{ value: uuid }, { value: uuid }], { ...defaultFormat, uppercase: true })).toBe(`${uuid.toUpperCase()}\n${uuid.toUpperCase()}`);
  });
});
