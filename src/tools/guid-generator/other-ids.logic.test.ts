import fc from 'fast-check';
import { isCuid } from '@paralleldrive/cuid2';
import { decodeTime } from 'ulid';
import { describe, expect, it } from 'vitest';
import { inspectId } from './id-inspector.logic';
import {
  base62Ksuid,
  cuid2Library,
  DEFAULT_OTHER_ID_OPTIONS,
  generateOtherIds,
  inspectOtherId,
  ksuidTime,
  makeKsuid,
  nanoAlphabetProblem,
  snowflakeParts,
} from './other-ids.logic';
import { swapMicrosoftOrder, uuidForms, uuidFromOtherForm } from './uuid-inspector.logic';

const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));
const idsOf = (result: ReturnType<typeof generateOtherIds>) => (result.ok ? result.ids : []);
const NOW = Date.UTC(2026, 10, 28, 12, 0, 0, 123);

describe('KSUID', () => {
  // segmentio/ksuid's README: `ksuid -f inspect` of 0ujtsYcgvSTl8PAuAdqWYSMnLOv.
  const raw = '0669F7EFB5A1CD34B5F99D1154FB6853345C9735';

  it('writes the reference KSUID from its 20 bytes and reads its time back', () => {
    expect(base62Ksuid(hexBytes(raw))).toBe('0ujtsYcgvSTl8PAuAdqWYSMnLOv');
    expect(makeKsuid((107_608_047 + 1_400_000_000) * 1000, hexBytes(raw.slice(8)))).toBe('0ujtsYcgvSTl8PAuAdqWYSMnLOv');
    expect(new Date(ksuidTime('0ujtsYcgvSTl8PAuAdqWYSMnLOv') ?? 0).toISOString()).toBe('2017-10-10T04:00:47.000Z');
  });

  it('keeps the smallest and largest KSUIDs at 27 characters and refuses one beyond 160 bits', () => {
    expect(base62Ksuid(new Uint8Array(20))).toBe('000000000000000000000000000');
    expect(base62Ksuid(new Uint8Array(20).fill(255))).toBe('aWgEPTl1tmebfsQzFP4bxwgy80V');
    expect(ksuidTime('aWgEPTl1tmebfsQzFP4bxwgy80W')).toBeNull();
  });

  it('generates KSUIDs that carry the second they were made', () => {
    for (const id of idsOf(generateOtherIds('ksuid', 20, DEFAULT_OTHER_ID_OPTIONS, NOW))) {
      expect(id).toMatch(/^[0-9A-Za-z]{27}$/);
      expect(ksuidTime(id)).toBe(Math.floor(NOW / 1000) * 1000);
    }
  });
});

describe('Snowflake', () => {
  it("reads Discord's documented example", () => {
    // discord.com/developers/docs/reference#snowflakes: 2016-04-30 11:18:25.796 UTC, worker 1, process 0, increment 7.
    const parts = snowflakeParts('175928847299117063', 'discord');
    expect(parts && new Date(parts.unixMs).toISOString()).toBe('2016-04-30T11:18:25.796Z');
    expect(parts).toMatchObject({ datacenter: 1, process: 0, sequence: 7 });
  });

  it('generates increasing IDs with the worker, moving to the next millisecond after 4,096', () => {
    const ids = idsOf(generateOtherIds('snowflake', 5000, { ...DEFAULT_OTHER_ID_OPTIONS, snowflakeWorker: 1023 }, NOW));
    expect(ids).toHaveLength(5000);
    const values = ids.map(BigInt);
    for (let index = 1; index < values.length; index++) expect(values[index]! > values[index - 1]!).toBe(true);
    expect(snowflakeParts(ids[0]!, 'twitter')).toMatchObject({ unixMs: NOW, worker: 1023, sequence: 0 });
    expect(snowflakeParts(ids[4096]!, 'twitter')).toMatchObject({ unixMs: NOW + 1, sequence: 0 });
  });

  it('refuses a worker number that does not fit 10 bits, and a number beyond 64 bits', () => {
    expect(generateOtherIds('snowflake', 1, { ...DEFAULT_OTHER_ID_OPTIONS, snowflakeWorker: 1024 }, NOW)).toEqual({
      ok: false,
      message: 'The worker number must be 0 to 1,023.',
    });
    expect(snowflakeParts('18446744073709551616', 'twitter')).toBeNull();
  });
});

describe('ULID', () => {
  it("reads the spec's example time", () => {
    // github.com/ulid/spec: 01ARYZ6S41TSV4RRFFQ69G5FAV encodes 1469918176385.
    expect(inspectOtherId('01ARYZ6S41TSV4RRFFQ69G5FAV', 'twitter')).toMatchObject({ kind: 'ULID', unixMs: 1_469_918_176_385 });
  });

  it('generates ULIDs of the same millisecond in sorted order', () => {
    const ids = idsOf(generateOtherIds('ulid', 1000, DEFAULT_OTHER_ID_OPTIONS, NOW));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(1000);
    for (const id of ids) expect(decodeTime(id)).toBe(NOW);
  });
});

describe('Nano ID and CUID2', () => {
  it('makes Nano IDs of the chosen size from the chosen alphabet only', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom(...'abcdef0123456789XYZ-_~'), { minLength: 2 }), fc.integer({ min: 2, max: 64 }), (letters, size) => {
        const ids = idsOf(generateOtherIds('nanoid', 5, { ...DEFAULT_OTHER_ID_OPTIONS, nanoAlphabet: letters.join(''), nanoSize: size }));
        expect(ids).toHaveLength(5);
        for (const id of ids) expect([...id].every((char) => letters.includes(char)) && id.length === size).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('says what is wrong with an alphabet', () => {
    expect(nanoAlphabetProblem('a')).toBe('The alphabet needs at least 2 characters.');
    expect(nanoAlphabetProblem('abca')).toBe('"a" is in the alphabet twice: each character must appear once.');
    expect(nanoAlphabetProblem('ab😀')).toBe('Characters outside the Basic Multilingual Plane (emoji and the like) cannot be used.');
    expect(generateOtherIds('nanoid', 1, { ...DEFAULT_OTHER_ID_OPTIONS, nanoSize: 1 })).toEqual({
      ok: false,
      message: 'The size must be 2 to 255 characters.',
    });
  });

  it('makes CUID2s of the chosen length that the library accepts, once its library has come', async () => {
    expect(generateOtherIds('cuid2', 1, DEFAULT_OTHER_ID_OPTIONS)).toEqual({ ok: false, message: 'CUID2 is still loading.' });
    await cuid2Library.load();
    const ids = idsOf(generateOtherIds('cuid2', 50, { ...DEFAULT_OTHER_ID_OPTIONS, cuidLength: 10 }));
    for (const id of ids) expect(isCuid(id) && id.length === 10).toBe(true);
    expect(inspectOtherId(idsOf(generateOtherIds('cuid2', 1, DEFAULT_OTHER_ID_OPTIONS))[0] ?? '', 'twitter')?.kind).toBe('CUID2 (by its shape)');
  });
});

describe('UUID forms', () => {
  const dns = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

  it('writes a UUID as Base64, hex, decimal and in .NET / SQL Server byte order', () => {
    // .NET: new Guid("6ba7b810-9dad-11d1-80b4-00c04fd430c8").ToByteArray() gives 10 B8 A7 6B AD 9D D1 11 80 B4 ...
    expect(uuidForms(dns)).toEqual({
      hex: '6ba7b8109dad11d180b400c04fd430c8',
      base64: Buffer.from('6ba7b8109dad11d180b400c04fd430c8', 'hex').toString('base64'),
      base64url: Buffer.from('6ba7b8109dad11d180b400c04fd430c8', 'hex').toString('base64url'),
      decimal: BigInt('0x6ba7b8109dad11d180b400c04fd430c8').toString(),
      microsoftBytes: '10b8a76bad9dd11180b400c04fd430c8',
    });
  });

  it('reads every form back to the same UUID', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        const forms = uuidForms(uuid);
        expect(uuidFromOtherForm(forms.base64)).toBe(uuid);
        expect(uuidFromOtherForm(forms.base64url)).toBe(uuid);
        expect(swapMicrosoftOrder(forms.microsoftBytes)).toBe(forms.hex);
        if (forms.decimal.length > 20) expect(uuidFromOtherForm(forms.decimal)).toBe(uuid);
      }),
    );
  });

  it('tells a pasted ID apart by its form', () => {
    expect(inspectId(`{${dns.toUpperCase()}}`, 'twitter')).toMatchObject({ kind: 'uuid', readFrom: null });
    expect(inspectId(uuidForms(dns).base64, 'twitter')).toMatchObject({ kind: 'uuid', readFrom: 'Base64', inspection: { canonical: dns } });
    expect(inspectId(uuidForms(dns).decimal, 'twitter')).toMatchObject({ kind: 'uuid', readFrom: 'decimal', inspection: { canonical: dns } });
    expect(inspectId('175928847299117063', 'discord')).toMatchObject({ kind: 'other', other: { kind: 'Snowflake' } });
    expect(inspectId('V1StGXR8_Z5jdHi6B-myT', 'twitter')).toMatchObject({ kind: 'other', other: { kind: 'Nano ID (by its shape)', unixMs: null } });
    expect(inspectId('not an id!', 'twitter')).toEqual({
      ok: false,
      message: 'Not a UUID, nor a ULID, KSUID, Snowflake, CUID2 or Nano ID. "n" at position 1 is not a hexadecimal digit.',
    });
  });
});
