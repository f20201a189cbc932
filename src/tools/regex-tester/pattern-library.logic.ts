/** A ready pattern to start from, with a substitution that shows off its groups. */
export interface LibraryPattern {
  id: string;
  label: string;
  pattern: string;
  flags: string;
  replacement: string;
}

const IPV4_OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
const IPV4 = `(?:${IPV4_OCTET}\\.){3}${IPV4_OCTET}`;
const H = '[0-9a-f]{1,4}';
/** Every compressed form of RFC 4291, plus IPv4-mapped tails; the look-arounds make it take whole addresses only (a full stop after one is fine). */
const IPV6 = `(?<![:.\\w])(?:(?:${H}:){7}${H}|(?:${H}:){1,7}:|(?:${H}:){1,6}:${H}|(?:${H}:){1,5}(?::${H}){1,2}|(?:${H}:){1,4}(?::${H}){1,3}|(?:${H}:){1,3}(?::${H}){1,4}|(?:${H}:){1,2}(?::${H}){1,5}|${H}:(?::${H}){1,6}|:(?:(?::${H}){1,7}|:)|::(?:ffff(?::0{1,4})?:)?${IPV4}|(?:${H}:){1,4}:${IPV4})(?![:\\w]|\\.\\d)`;

export const PATTERN_LIBRARY: readonly LibraryPattern[] = [
  { id: 'email', label: 'Email address', pattern: '(?<user>[\\w.+-]+)@(?<domain>[\\w-]+(?:\\.[\\w-]+)+)', flags: 'g', replacement: '$<user> at $<domain>' },
  {
    id: 'url',
    label: 'URL',
    // Trailing punctuation (a full stop after a link) is left out of path, query and fragment.
    pattern:
      '(?<scheme>https?):\\/\\/(?<host>[\\w-]+(?:\\.[\\w-]+)*)(?::(?<port>\\d{1,5}))?(?<path>\\/(?:[^\\s?#]*[^\\s?#.,;:!)])?)?(?:\\?(?<query>[^\\s#]*[^\\s#.,;:!)]))?(?:#(?<fragment>\\S*[^\\s.,;:!)]))?',
    flags: 'gi',
    replacement: '[$<host>]($&)',
  },
  // Not part of a longer dotted number or name (\b alone would find 2.3.4.5 inside 1.2.3.4.5).
  { id: 'ipv4', label: 'IPv4 address', pattern: `(?<!\\w|\\w\\.)${IPV4}(?!\\.?\\w)`, flags: 'g', replacement: '[IPv4 $&]' },
  { id: 'ipv6', label: 'IPv6 address', pattern: IPV6, flags: 'gi', replacement: '[IPv6 $&]' },
  {
    id: 'uuid',
    label: 'UUID',
    pattern: '\\b[0-9a-f]{8}-[0-9a-f]{4}-(?<version>[0-9a-f])[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\\b',
    flags: 'gi',
    replacement: 'uuid-v$<version>',
  },
  {
    id: 'iso-date',
    label: 'ISO 8601 date',
    pattern:
      '\\b(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])-(?<day>0[1-9]|[12]\\d|3[01])(?:T(?<time>(?:[01]\\d|2[0-3]):[0-5]\\d(?::[0-5]\\d(?:\\.\\d+)?)?)(?<zone>Z|[+-](?:[01]\\d|2[0-3]):?[0-5]\\d)?)?\\b',
    flags: 'g',
    replacement: '$<day>/$<month>/$<year>',
  },
  { id: 'hex-colour', label: 'Hex colour', pattern: '#([0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\\b', flags: 'gi', replacement: 'var(--c-$1)' },
];

export const DEFAULT_PATTERN = PATTERN_LIBRARY[0] as LibraryPattern;

/** One text with something for every library pattern, so the screen is alive on first open and after each pick. */
export const SAMPLE_TEXT = `Contact hello@devdeck.dev or jane.doe+news@mail.example.co.uk.
Docs: https://devdeck.dev/docs/regex?tab=flags#named-groups
Status: http://localhost:8080/status.
Servers 192.168.1.20 and 10.0.0.255; 999.1.1.1 is no address.
IPv6: 2001:db8::8a2e:370:7334, and loopback ::1.
Release 1.4 shipped on 2024-03-15; next due 2024-06-01T09:30:00Z.
Build 3f6c2a8e-5b1d-4c3e-9f7a-2d8b6e1c4a90, colours #6366f1 on #fff.
`;

/** The library entry the pattern and flags currently are, if any. */
export function findLibraryPattern(pattern: string, flags: string): LibraryPattern | undefined {
  return PATTERN_LIBRARY.find((entry) => entry.pattern === pattern && entry.flags === flags);
}

/** Picking a pattern updates the replacement only if it is still a library suggestion (or empty): the user's own text is never lost. */
export function replacementAfterPick(current: string, picked: LibraryPattern): string {
  const isSuggestion = current === '' || PATTERN_LIBRARY.some((entry) => entry.replacement === current);
  return isSuggestion ? picked.replacement : current;
}
