import { describe, expect, it } from 'vitest';
import { FINGERPRINTS, INTERMEDIATE, LEAF, LEAF_CSR, LEAF_PIN, ROOT } from './certificates.fixture';
import { validityStatus } from './certificate.logic';
import { inspectBytes, inspectText, type Inspection } from './inspect.logic';
import { readPemBlocks } from './pem.logic';

async function certificates(text: string) {
  const inspected = (await inspectText(text, '')) as Inspection;
  if (!inspected.ok || inspected.kind !== 'certificates') throw new Error(JSON.stringify(inspected));
  return inspected;
}

const bareBase64 = (pem: string) =>
  pem
    .split('\n')
    .filter((line) => !line.startsWith('-----'))
    .join('\n');

describe('certificates made by OpenSSL', () => {
  it('decodes the leaf as openssl x509 -text shows it', async () => {
    const leaf = (await certificates(LEAF)).certificates[0]!;
    expect(leaf).toMatchObject({
      subject: 'C=GB, O=DevDeck Test, CN=www.example.test',
      issuer: 'C=GB, O=DevDeck Test, CN=DevDeck Test Intermediate',
      serial: '0A:0B:0C:0D:0E:0F',
      publicKey: 'EC P-256',
      signatureAlgorithm: 'sha256WithRSAEncryption',
      subjectAltNames: ['DNS: www.example.test', 'DNS: example.test', 'IP: 192.0.2.7', 'Email: admin@example.test'],
      keyUsage: ['Digital Signature', 'Key Encipherment'],
      extendedKeyUsage: ['TLS Web Server Authentication', 'TLS Web Client Authentication'],
      basicConstraints: 'Not a CA (critical)',
      selfIssued: false,
      sha256: FINGERPRINTS.leaf.sha256,
      sha1: FINGERPRINTS.leaf.sha1,
      spkiPin: LEAF_PIN,
    });
    expect(leaf.notAfter - leaf.notBefore).toBe(365 * 86_400_000);
    expect(leaf.otherExtensions.map((row) => row.name)).toEqual(['Subject Key Identifier', 'Authority Key Identifier', 'Certificate Policies']);
    expect(leaf.otherExtensions[2]!.value).toContain('Domain Validated (CA/B Forum) (2.23.140.1.2.1)');
  });

  it('checks a pasted chain link by link', async () => {
    const chain = await certificates(`${LEAF}\n${INTERMEDIATE}\n${ROOT}`);
    expect(chain.certificates.map((certificate) => certificate.sha256)).toEqual([
      FINGERPRINTS.leaf.sha256,
      FINGERPRINTS.intermediate.sha256,
      FINGERPRINTS.root.sha256,
    ]);
    expect(chain.certificates[1]!.basicConstraints).toBe('CA, path length 0 (critical)');
    expect(chain.links).toEqual([
      { ok: true, message: 'Certificate 1 is signed by certificate 2: the names match and the signature verifies.' },
      { ok: true, message: 'Certificate 2 is signed by certificate 3: the names match and the signature verifies.' },
      { ok: true, message: 'Certificate 3 is self-signed and its own signature verifies.' },
    ]);
  });

  it('says which link breaks: a missing intermediate, and a wrong order', async () => {
    const skipped = await certificates(`${LEAF}\n${ROOT}`);
    expect(skipped.links[0]).toEqual({
      ok: false,
      message:
        "Certificate 1: the chain breaks here: its issuer, C=GB, O=DevDeck Test, CN=DevDeck Test Intermediate, is not the next certificate's subject, C=GB, O=DevDeck Test, CN=DevDeck Test Root CA.",
    });
    const alone = await certificates(INTERMEDIATE);
    expect(alone.links).toEqual([
      { ok: false, message: 'Certificate 1: its issuer, C=GB, O=DevDeck Test, CN=DevDeck Test Root CA, is not in the pasted chain.' },
    ]);
  });

  it('says when the names match but the signature does not verify', async () => {
    // The leaf's signature with one bit flipped near its end.
    const blocks = readPemBlocks(LEAF);
    if (!blocks.ok) throw new Error(blocks.message);
    const tampered = blocks.blocks[0]!.der.slice();
    tampered[tampered.length - 5]! ^= 1;
    expect((await certificates(Buffer.from(tampered).toString('base64'))).certificates[0]!.subject).toContain('www.example.test');
    const both = await certificates(`-----BEGIN CERTIFICATE-----\n${Buffer.from(tampered).toString('base64')}\n-----END CERTIFICATE-----\n${INTERMEDIATE}`);
    expect(both.links[0]).toEqual({ ok: false, message: "Certificate 1: the chain breaks here: certificate 2's key does not verify its signature." });
  });

  it('accepts a body without BEGIN/END lines, and DER bytes', async () => {
    expect((await certificates(bareBase64(ROOT))).certificates[0]!.sha256).toBe(FINGERPRINTS.root.sha256);
    const blocks = readPemBlocks(ROOT);
    if (!blocks.ok) throw new Error(blocks.message);
    const fromDer = await inspectBytes(blocks.blocks[0]!.der, '');
    expect(fromDer?.ok && fromDer.kind === 'certificates' && fromDer.certificates[0]!.subject).toBe('C=GB, O=DevDeck Test, CN=DevDeck Test Root CA');
  });

  it('counts down to the end of validity on the given clock', async () => {
    const leaf = (await certificates(LEAF)).certificates[0]!;
    expect(validityStatus(leaf, leaf.notBefore - 90 * 60_000)).toEqual({ state: 'not-yet', text: 'Not valid yet: valid in 1 hour, 30 minutes.' });
    expect(validityStatus(leaf, leaf.notBefore + 86_400_000 + 3_600_000)).toEqual({ state: 'valid', text: 'Valid: expires in 363 days, 23 hours.' });
    expect(validityStatus(leaf, leaf.notAfter + 2 * 86_400_000)).toEqual({ state: 'expired', text: 'Expired 2 days, 0 hours ago.' });
  });
});

describe('a CSR made by OpenSSL', () => {
  it('shows its subject, key, requested SANs and checks its signature', async () => {
    const inspected = await inspectText(LEAF_CSR, '');
    if (!inspected?.ok || inspected.kind !== 'request') throw new Error(JSON.stringify(inspected));
    expect(inspected.request).toMatchObject({
      subject: 'C=GB, O=DevDeck Test, CN=www.example.test',
      publicKey: 'EC P-256',
      signatureAlgorithm: 'ecdsa-with-SHA256',
      subjectAltNames: ['DNS: www.example.test', 'DNS: example.test', 'IP: 192.0.2.7', 'Email: admin@example.test'],
      signatureValid: true,
    });
  });
});

describe('bad input', () => {
  it.each([
    ['-----BEGIN CERTIFICATE-----\nMIIB\n', 'Could not read this: A BEGIN line has no matching END line.'],
    ['hello world', 'Could not read this: This is neither PEM nor a Base64 or hex DER body.'],
    ['-----BEGIN CERTIFICATE-----\nMAMCAQE=\n-----END CERTIFICATE-----', expect.stringMatching(/^Could not read the certificate: certificate 1: /)],
  ])('%j', async (text, message) => {
    expect(await inspectText(text, '')).toEqual({ ok: false, message });
  });
});
