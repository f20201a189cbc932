import { CompactSign, type CryptoKey } from 'jose';
import { reindentJson } from '@/lib/json-reindent';
import { headerAlg, isJsonObject } from './jwt-decode.logic';
import { algFamily, KeyProblem, publicPemOf, signingKey, SUPPORTED_ALGS } from './jwt-keys.logic';

export interface SignRequest {
  headerJson: string;
  payloadJson: string;
  /** A shared secret for HS, otherwise a private key (PKCS#8 PEM or JWK). */
  key: string;
  secretIsBase64: boolean;
}

export type SignResult =
  | {
      ok: true;
      token: string;
      /** What verifies the token: the same secret for HS, the public key (SPKI PEM) otherwise. */
      verifyKey: string;
    }
  | { ok: false; message: string };

const problem = (message: string): SignResult => ({ ok: false, message });

function parseJson(text: string, part: 'Header' | 'Payload'): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { error: `${part} is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Signs the header and payload as written (payload literals kept exactly) into a compact JWS. Never throws. */
export async function signToken({ headerJson, payloadJson, key, secretIsBase64 }: SignRequest): Promise<SignResult> {
  const header = parseJson(headerJson, 'Header');
  if ('error' in header) return problem(header.error);
  if (!isJsonObject(header.value)) return problem('The header must be a JSON object.');
  const alg = headerAlg(header.value);
  if (alg === null) return problem('The header needs an "alg", such as "HS256".');
  if (algFamily(alg) === null) return problem(`Cannot sign with "${alg}". Choose one of ${SUPPORTED_ALGS.join(', ')}.`);
  const payload = parseJson(payloadJson, 'Payload');
  if ('error' in payload) return problem(payload.error);
  if (key === '') return problem('Enter a secret or private key to sign with.');
  try {
    const privateKey = await signingKey(key, alg, secretIsBase64);
    const payloadBytes = new TextEncoder().encode(reindentJson(payloadJson, { unit: '' }) ?? JSON.stringify(payload.value));
    const token = await new CompactSign(payloadBytes).setProtectedHeader({ ...header.value, alg }).sign(privateKey);
    const verifyKey = algFamily(alg) === 'HS' ? key : await publicPemOf(privateKey as CryptoKey, alg);
    return { ok: true, token, verifyKey };
  } catch (error) {
    if (error instanceof KeyProblem) return problem(error.message);
    return problem(error instanceof Error ? error.message : 'Signing failed.');
  }
}

/** Sets alg in the header JSON (pretty-printed again); the text is returned unchanged when it is not a JSON object. */
export function withAlg(headerJson: string, alg: string): string {
  const parsed = parseJson(headerJson, 'Header');
  if ('error' in parsed || !isJsonObject(parsed.value)) return headerJson;
  return JSON.stringify({ ...parsed.value, alg }, null, 2);
}
