import { compactVerify, errors, type CryptoKey } from 'jose';
import { headerAlg, isJsonObject } from './jwt-decode.logic';
import { algFamily, KeyProblem, hmacSecretLength, looksLikeAsymmetricKey, minimumSecretBytes, verificationKey } from './jwt-keys.logic';

export type SignatureStatus = 'idle' | 'verified' | 'failed';

export const STATUS_LABELS: Record<SignatureStatus, string> = {
  idle: 'Enter secret to verify',
  verified: 'Signature Verified',
  failed: 'Invalid Signature',
};

export interface VerifyRequest {
  /** The normalized token ('' when none). */
  token: string;
  /** The decoded header, null when missing. */
  header: unknown;
  /** The secret or public key text as pasted. */
  key: string;
  secretIsBase64: boolean;
}

export interface VerifyOutcome {
  status: SignatureStatus;
  /** Why a check failed, in words the visitor can act on; null otherwise. */
  reason: string | null;
}

/** The spec: the status label shows only when both a secret and a signature segment exist. */
export function isStatusVisible(key: string, signature: string): boolean {
  return key !== '' && signature !== '';
}

const failed = (reason: string): VerifyOutcome => ({ status: 'failed', reason });

/** Checks the signature only (claims are the claims check's business), choosing the key by the header's alg family. Never throws. */
export async function verifySignature({ token, header, key, secretIsBase64 }: VerifyRequest): Promise<VerifyOutcome> {
  if (token === '' || key === '' || header === null) return { status: 'idle', reason: null };
  const alg = headerAlg(header);
  if (alg === null) return failed('The header has no "alg".');
  if (algFamily(alg) === null) return failed(`Unsupported algorithm "${alg}".`);
  try {
    const resolved = await verificationKey(key, alg, secretIsBase64);
    await compactVerify(token, resolved, { algorithms: [alg] });
    return { status: 'verified', reason: null };
  } catch (error) {
    if (error instanceof errors.JWKSMultipleMatchingKeys) return verifyWithAnyCandidate(token, alg, error);
    return failed(explainFailure(error, alg, header));
  }
}

/** A JWKS with several keys that fit a token without a kid: the token verifies if any of them verifies it. */
async function verifyWithAnyCandidate(token: string, alg: string, candidates: errors.JWKSMultipleMatchingKeys): Promise<VerifyOutcome> {
  for await (const candidate of candidates as unknown as AsyncIterable<CryptoKey>) {
    try {
      await compactVerify(token, candidate, { algorithms: [alg] });
      return { status: 'verified', reason: null };
    } catch {
      // try the next key
    }
  }
  return failed('The signature does not match any key in this JWKS.');
}

function explainFailure(error: unknown, alg: string, header: unknown): string {
  if (error instanceof KeyProblem) return error.message;
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'The signature does not match this key.';
  if (error instanceof errors.JWKSNoMatchingKey) {
    const kid = isJsonObject(header) && typeof header.kid === 'string' ? header.kid : null;
    return kid === null ? `No key in this JWKS fits ${alg}.` : `No key in this JWKS has kid "${kid}" and fits ${alg}.`;
  }
  if (error instanceof errors.JOSEError) return error.message;
  if (error instanceof TypeError && /modulusLength/.test(error.message)) return 'RSA keys must be at least 2048 bits long.';
  return `This key cannot verify ${alg} signatures.`;
}

/** Warnings about the token or key that do not change the verdict but should stop a careful reader. */
export function securityWarnings(header: unknown, key: string, secretIsBase64: boolean): string[] {
  const warnings: string[] = [];
  const alg = isJsonObject(header) && typeof header.alg === 'string' ? header.alg : null;
  if (alg !== null && alg.toLowerCase() === 'none')
    warnings.push('This token says alg "none": it is not signed, so it never verifies and must never be trusted.');
  const minimum = alg === null ? null : minimumSecretBytes(alg);
  if (minimum === null || key === '') return warnings;
  if (looksLikeAsymmetricKey(key)) {
    warnings.push(
      `This looks like a public or private key, but the token says ${alg}, so the text is used as a shared secret. A server that does the same is open to algorithm confusion.`,
    );
    return warnings;
  }
  const length = hmacSecretLength(key, secretIsBase64);
  if (length !== null && length < minimum)
    warnings.push(`Weak secret: ${length} ${length === 1 ? 'byte' : 'bytes'}, but ${alg} needs at least ${minimum} bytes (RFC 7518, section 3.2).`);
  return warnings;
}
