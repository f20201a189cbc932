import { describe, expect, it } from 'vitest';
import { asn1Outline } from './asn1-dump.logic';
import { inspectText } from './inspect.logic';
import { EC_SPKI } from './keys.fixture';
import { readPemBlocks } from './pem.logic';

describe('asn1Outline', () => {
  it('outlines an SPKI made by OpenSSL, naming its OIDs', () => {
    const blocks = readPemBlocks(EC_SPKI);
    if (!blocks.ok) throw new Error(blocks.message);
    const outline = asn1Outline(blocks.blocks[0]!.der);
    expect(outline.ok && outline.text.split('\n').slice(0, 4)).toEqual([
      'SEQUENCE (2 elements)',
      '  SEQUENCE (2 elements)',
      '    OBJECT IDENTIFIER 1.2.840.10045.2.1 (EC)',
      '    OBJECT IDENTIFIER 1.2.840.10045.3.1.7 (P-256)',
    ]);
    expect(outline.ok && outline.text).toMatch(/^ {2}BIT STRING 04[0-9a-f]{94}… \(65 bytes\)$/m);
  });

  it('reads nested DER inside an OCTET STRING, strings, times, booleans and context tags', () => {
    const der = Uint8Array.from(Buffer.from('301ea003020102040530030201050101ff170d3236313132383030303030305a', 'hex'));
    const text = (asn1Outline(der) as { text: string }).text;
    expect(text).toBe(
      [
        'SEQUENCE (4 elements)',
        '  [0] (1 element)',
        '    INTEGER 2',
        '  OCTET STRING, encapsulating',
        '    SEQUENCE (1 element)',
        '      INTEGER 5',
        '  BOOLEAN TRUE',
        '  UTCTime 261128000000Z',
        '',
      ].join('\n'),
    );
  });

  it('is what the tool shows for a hex string or a PEM block it does not otherwise read', async () => {
    expect(await inspectText('06 03 2b 65 70', '')).toEqual({ ok: true, kind: 'asn1', label: null, outline: 'OBJECT IDENTIFIER 1.3.101.112 (Ed25519)\n' });
    expect(await inspectText('-----BEGIN PKCS7-----\nMAMCAQE=\n-----END PKCS7-----', '')).toEqual({
      ok: true,
      kind: 'asn1',
      label: 'PKCS7',
      outline: 'SEQUENCE (1 element)\n  INTEGER 1\n',
    });
  });

  it('says where truncated DER ends', () => {
    expect(asn1Outline(Uint8Array.of(0x30, 0x05, 0x02, 0x01))).toEqual({ ok: false, message: 'Could not read the ASN.1: the DER data ends early.' });
  });
});
