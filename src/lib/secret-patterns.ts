/**
 * Text that looks like a credential: a JWT, a PEM private key, an Authorization header or a
 * password-like field with a value, or a cloud provider's access key. Deliberately eager: a false
 * alarm only means an input is not remembered on this device.
 */
const SECRET_PATTERNS: readonly RegExp[] = [
  // JWT (JWS or JWE): a base64url JSON header starting {" ("eyJ"), then at least one more dotted part.
  /\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/,
  // PEM private keys of any kind: RSA, EC, DSA, OPENSSH, ENCRYPTED, PKCS#8, PGP.
  /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/,
  // An Authorization header or field with a value, or a bare bearer token.
  /\b(?:proxy-)?authorization\\?["']?\s*[:=]\s*\S/i,
  /\bBearer\s+[A-Za-z0-9._~+/-]{16,}/,
  // A password-like field with a value: "password": "…", password=…, PGPASSWORD=…, api_key: …
  /(?:pass(?:word|wd|phrase)?|pwd|secret|api[_-]?key|access[_-]?token|private[_-]?key)\\?["']?\s*[:=]\s*\S/i,
  // Cloud and service keys: AWS, Google, GitHub, Slack, Stripe, OpenAI/Anthropic style.
  /\b(?:AKIA|ASIA|ABIA|ACCA)[0-9A-Z]{16}\b/,
  /\bAIza[0-9A-Za-z_-]{35}\b/,
  /\bgh[pousr]_[A-Za-z0-9]{36,}\b/,
  /\bgithub_pat_[A-Za-z0-9_]{22,}\b/,
  /\bxox[abposr]-[A-Za-z0-9-]{10,}/,
  /\b[rs]k_live_[0-9A-Za-z]{16,}\b/,
  /\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,}/,
];

export function looksLikeSecret(text: string): boolean {
  return SECRET_PATTERNS.some((pattern) => pattern.test(text));
}
