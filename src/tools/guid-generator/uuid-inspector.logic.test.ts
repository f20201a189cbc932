import fc from 'fast-check';
import { v1, v6, v7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { inspectUuid, normalizeUuid, type Inspection, uuidForms } from './uuid-inspector.logic';

function inspect(input: string): Inspection {
  const result = inspectUuid(input);
  if (!result?.ok) throw new Error(result ? result.message : 'blank');
  return result.inspection;
}

// RFC 9562 Appendix A: examples made at 2022-02-22 14:22:22 -05:00.
const RFC_TIME = '2022-02-22T19:22:22.000Z';

describe('normalizeUuid', () => {
  it.each([
    ['6ba7b810-9dad-11d1-80b4-00c04fd430c8'],
    ['6BA7B810-9DAD-11D1-80B4-00C04FD430C8'],
    ['{6ba7b810-9dad-11d1-80b4-00c04fd430c8}'],
    ['(6ba7b810-9dad-11d1-80b4-00c04fd430c8)'],
    ['urn:uuid:6ba7b810-9dad-11d1-80b4-00c04fd430c8'],
    ['  6ba7b8109dad11d180b400c04fd430c8\n'],
    ['{6BA7B8109DAD11D180B400C04FD430C8}'],
  ])('reads %j', (input) => {
    expect(normalizeUuid(input)).toEqual({ uuid: '6ba7b810-9dad-11d1-80b4-00c04fd430c8', problem: null });
  });

  it.each([
    ['6ba7b810-9dad-11d1-80b4-00c04fd430cg', '"g" at position 36 is not a hexadecimal digit.'],
    ['6ba7b810-9dad-11d1-80b4-00c04fd430c', 'It has 31 hexadecimal digits; a UUID has 32.'],
    ['6ba7b8109-dad-11d1-80b4-00c04fd430c8', 'Its hyphens must split it into groups of 8-4-4-4-12 digits.'],
  ])('explains what is wrong with %j', (input, problem) => {
    expect(normalizeUuid(input)).toEqual({ uuid: null, problem });
  });
});

describe('inspectUuid', () => {
  it('says nothing for blank input and explains invalid input', () => {
    expect(inspectUuid('   ')).toBeNull();
    expect(inspectUuid('hello')).toEqual({ ok: false, message: 'Not a UUID. "h" at position 1 is not a hexadecimal digit.' });
  });

  it('reads the RFC 9562 v1 example: time, clock sequence and node', () => {
    expect(inspect('C232AB00-9414-11EC-B3C8-9F6BDECED846')).toEqual({
      canonical: 'c232ab00-9414-11ec-b3c8-9f6bdeced846',
      valid: true,
      version: '1 (Gregorian time and node)',
      variant: 'RFC 9562 (OSF DCE)',
      time: { unixMs: Date.parse(RFC_TIME), iso: '2022-02-22T19:22:22.0000000Z' },
      clockSequence: 0x33c8,
      node: { address: '9f:6b:de:ce:d8:46', random: true },
      forms: uuidForms('c232ab00-9414-11ec-b3c8-9f6bdeced846'),
    });
  });

  it('reads the RFC 9562 v6 and v7 examples to the same moment', () => {
    const v6Example = inspect('1EC9414C-232A-6B00-B3C8-9F6BDECED846');
    expect(v6Example).toMatchObject({ version: '6 (reordered Gregorian time)', time: { iso: '2022-02-22T19:22:22.0000000Z' }, clockSequence: 0x33c8 });
    const v7Example = inspect('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
    expect(v7Example).toMatchObject({ valid: true, version: '7 (Unix time, ordered)', time: { unixMs: Date.parse(RFC_TIME), iso: RFC_TIME }, node: null });
  });

  it('reports the RFC 9562 v4, v5 and v3 examples without a time', () => {
    expect(inspect('919108f7-52d1-4320-9bac-f847db4148a8')).toMatchObject({ version: '4 (random)', time: null });
    expect(inspect('2ed6657d-e927-568b-95e1-2665a8aea6a2')).toMatchObject({ version: '5 (name-based, SHA-1)', time: null });
    expect(inspect('5df41881-3aed-3515-88a7-2f4a814cf09e')).toMatchObject({ version: '3 (name-based, MD5)', time: null });
  });

  it('names Nil and Max', () => {
    expect(inspect('00000000-0000-0000-0000-000000000000')).toMatchObject({ valid: true, version: 'Nil UUID' });
    expect(inspect('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF')).toMatchObject({ valid: true, version: 'Max UUID' });
  });

  it('tells well-formed values that are not RFC 9562 UUIDs by variant and version digit', () => {
    expect(inspect('00000000-0000-4000-c000-000000000000')).toMatchObject({
      valid: false,
      variant: 'Microsoft (reserved, backward compatibility)',
      version: 'None: only the RFC 9562 variant has versions',
    });
    expect(inspect('00000000-0000-4000-0000-000000000000')).toMatchObject({ valid: false, variant: 'NCS (reserved, backward compatibility)' });
    expect(inspect('00000000-0000-4000-e000-000000000000')).toMatchObject({ valid: false, variant: 'Reserved for future definition' });
    expect(inspect('00000000-0000-9000-8000-000000000000')).toMatchObject({
      valid: false,
      variant: 'RFC 9562 (OSF DCE)',
      version: '9 (not defined by RFC 9562)',
    });
  });

  it('a time before 1970 keeps its 100 ns digits', () => {
    expect(inspect('00000000-0000-1000-8000-000000000000').time).toEqual({ unixMs: -12219292800000, iso: '1582-10-15T00:00:00.0000000Z' });
  });

  it('finds the moment a fresh v1, v6 or v7 UUID was made (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 42 }), fc.constantFrom('v1', 'v6', 'v7'), (msecs, kind) => {
        const uuid = kind === 'v1' ? v1({ msecs }) : kind === 'v6' ? v6({ msecs }) : v7({ msecs });
        expect(inspect(uuid).time?.unixMs).toBe(msecs);
      }),
    );
  });
});
