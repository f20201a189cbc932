import { describe, expect, it } from 'vitest';
import { DEFAULT_PATTERN, findLibraryPattern, PATTERN_LIBRARY, replacementAfterPick, SAMPLE_TEXT } from './pattern-library.logic';

const find = (id: string, text: string) => {
  const entry = PATTERN_LIBRARY.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`no ${id}`);
  return [...text.matchAll(new RegExp(entry.pattern, entry.flags))].map((match) => match[0]);
};

describe('PATTERN_LIBRARY', () => {
  it('offers email, URL, IPv4, IPv6, UUID and ISO date patterns with unique ids', () => {
    expect(PATTERN_LIBRARY.map((entry) => entry.id)).toEqual(expect.arrayContaining(['email', 'url', 'ipv4', 'ipv6', 'uuid', 'iso-date']));
    expect(new Set(PATTERN_LIBRARY.map((entry) => entry.id)).size).toBe(PATTERN_LIBRARY.length);
  });

  it.each([
    ['email', ['hello@devdeck.dev', 'jane.doe+news@mail.example.co.uk']],
    ['url', ['https://devdeck.dev/docs/regex?tab=flags#named-groups', 'http://localhost:8080/status']],
    ['ipv4', ['192.168.1.20', '10.0.0.255']],
    ['ipv6', ['2001:db8::8a2e:370:7334', '::1']],
    ['uuid', ['3f6c2a8e-5b1d-4c3e-9f7a-2d8b6e1c4a90']],
    ['iso-date', ['2024-03-15', '2024-06-01T09:30:00Z']],
    ['hex-colour', ['#6366f1', '#fff']],
  ])('%s finds its examples in the sample text, and only those', (id, expected) => {
    expect(find(id, SAMPLE_TEXT)).toEqual(expected);
  });

  it.each([
    ['ipv4', '256.1.1.1 1.2.3 01.2.3.4.5 v1.2.3.4 1.2.3.4. 1.2.3.4.com', ['1.2.3.4']],
    ['ipv6', 'fe80::1%eth0 ::ffff:192.0.2.1 1:2:3:4:5:6:7:8 1::2::3 12345::1 ::1.', ['fe80::1', '::ffff:192.0.2.1', '1:2:3:4:5:6:7:8', '::1']],
    ['iso-date', '2024-13-01 2024-02-30 2024-12-31T23:59:59.123+05:30', ['2024-02-30', '2024-12-31T23:59:59.123+05:30']],
    ['url', 'see (https://a.example/x). ftp://no', ['https://a.example/x']],
    ['uuid', '00000000-0000-0000-0000-000000000000 not-a-uuid', ['00000000-0000-0000-0000-000000000000']],
  ])('%s on %j finds %j', (id, text, expected) => {
    expect(find(id, text)).toEqual(expected);
  });

  it('every suggested replacement only names groups its pattern has', () => {
    for (const entry of PATTERN_LIBRARY) {
      const groups = Object.keys(new RegExp(`${entry.pattern}|`, entry.flags.replace('g', '')).exec('')?.groups ?? {});
      for (const [, name] of entry.replacement.matchAll(/\$<([^>]+)>/g)) expect(groups).toContain(name);
    }
  });
});

describe('findLibraryPattern', () => {
  it('recognises a library pattern only with its own flags', () => {
    expect(findLibraryPattern(DEFAULT_PATTERN.pattern, DEFAULT_PATTERN.flags)).toBe(DEFAULT_PATTERN);
    expect(findLibraryPattern(DEFAULT_PATTERN.pattern, 'gi')).toBeUndefined();
    expect(findLibraryPattern('custom', 'g')).toBeUndefined();
  });
});

describe('replacementAfterPick', () => {
  const uuid = PATTERN_LIBRARY.find((entry) => entry.id === 'uuid');
  if (!uuid) throw new Error('no uuid entry');
  it.each([
    ['a library suggestion is swapped for the new one', DEFAULT_PATTERN.replacement, uuid.replacement],
    ['an empty field gets the suggestion', '', uuid.replacement],
    ["the user's own replacement is kept", 'mine: $&', 'mine: $&'],
  ])('%s', (_name, current, expected) => {
    expect(replacementAfterPick(current, uuid)).toBe(expected);
  });
});
