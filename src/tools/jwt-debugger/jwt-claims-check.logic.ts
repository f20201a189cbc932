import { base64url, errors, UnsecuredJWT, type JWTClaimVerificationOptions } from 'jose';
import { isJsonObject } from './jwt-decode.logic';

export interface ClaimExpectations {
  issuer: string;
  /** One or more audiences separated by commas; any one of them must be in the token's aud. */
  audience: string;
  subject: string;
  type: string;
  /** Claim names separated by commas or spaces. */
  requiredClaims: string;
  /** Seconds, or a duration such as "30s" or "5m". */
  clockTolerance: string;
  /** Seconds, or a duration such as "2h" or "7d". */
  maxAge: string;
}

export const NO_EXPECTATIONS: ClaimExpectations = { issuer: '', audience: '', subject: '', type: '', requiredClaims: '', clockTolerance: '', maxAge: '' };

export type CheckId = 'object' | 'nbf' | 'exp' | 'iat' | 'iss' | 'aud' | 'sub' | 'typ' | 'required' | 'maxAge';

export interface ClaimCheck {
  id: CheckId;
  label: string;
  passed: boolean;
  /** What failed, in jose's words; null when passed. */
  detail: string | null;
}

export interface ClaimsCheckResult {
  checks: ClaimCheck[];
  /** Inputs that could not be read; the check runs without them. */
  inputProblems: Partial<Record<'clockTolerance' | 'maxAge', string>>;
}

export const DURATION_HINT = 'Use seconds or a duration such as 30s, 5m, 2h or 7d.';

const listOf = (text: string, separator: RegExp) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);
const quoted = (values: string[]) => values.map((value) => `"${value}"`).join(' or ');

function encodeSegment(value: unknown): string {
  return base64url.encode(JSON.stringify(value));
}

/** Runs jose's claim validation on a token made only of the given header typ and claims. */
function validate(typ: unknown, claims: Record<string, unknown>, options: JWTClaimVerificationOptions): void {
  const header = typeof typ === 'string' ? { alg: 'none', typ } : { alg: 'none' };
  UnsecuredJWT.decode(`${encodeSegment(header)}.${encodeSegment(claims)}.`, options);
}

/** A duration as jose takes it (plain digits are seconds), or a problem when jose cannot read it. */
function readDuration(text: string, option: 'clockTolerance' | 'maxTokenAge', nowMs: number): { value?: number | string; problem?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const value = /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
  try {
    validate(undefined, { iat: Math.floor(nowMs / 1000) }, { [option]: value, currentDate: new Date(nowMs) });
    return { value };
  } catch (error) {
    return error instanceof TypeError ? { problem: DURATION_HINT } : { value };
  }
}

/**
 * The spec's claim-validation capability (jose's), reported check by check: jose stops at the first
 * failure, so each failure is recorded, that check is taken out, and validation runs again.
 * Only the claims the checks read are passed on, so a 2 MB payload costs nothing here.
 */
export function checkClaims(header: unknown, payload: unknown, expectations: ClaimExpectations, nowMs: number): ClaimsCheckResult {
  const tolerance = readDuration(expectations.clockTolerance, 'clockTolerance', nowMs);
  const maxAge = readDuration(expectations.maxAge, 'maxTokenAge', nowMs);
  const inputProblems: ClaimsCheckResult['inputProblems'] = {};
  if (tolerance.problem) inputProblems.clockTolerance = tolerance.problem;
  if (maxAge.problem) inputProblems.maxAge = maxAge.problem;

  if (!isJsonObject(payload)) {
    return {
      checks: [{ id: 'object', label: 'Payload is a JSON object', passed: false, detail: 'JWT Claims Set must be a top-level JSON object' }],
      inputProblems,
    };
  }

  const audiences = listOf(expectations.audience, /,/);
  const required = [...new Set(listOf(expectations.requiredClaims, /[\s,]+/))];
  const issuer = expectations.issuer.trim();
  const subject = expectations.subject.trim();
  const type = expectations.type.trim();

  const checks: ClaimCheck[] = [{ id: 'object', label: 'Payload is a JSON object', passed: true, detail: null }];
  const add = (id: CheckId, label: string) => checks.push({ id, label, passed: true, detail: null });
  if (Object.hasOwn(payload, 'nbf')) add('nbf', 'Not before (nbf)');
  if (Object.hasOwn(payload, 'exp')) add('exp', 'Expiration time (exp)');
  if (Object.hasOwn(payload, 'iat')) add('iat', 'Issued at (iat)');
  if (issuer) add('iss', `Issuer (iss) is "${issuer}"`);
  if (audiences.length) add('aud', `Audience (aud) includes ${quoted(audiences)}`);
  if (subject) add('sub', `Subject (sub) is "${subject}"`);
  if (type) add('typ', `Type (typ) is "${type}"`);
  if (required.length) add('required', `Required claims: ${required.join(', ')}`);
  if (maxAge.value !== undefined) add('maxAge', `Maximum age: ${expectations.maxAge.trim()}`);

  const fail = (id: CheckId, detail: string) => {
    const check = checks.find((candidate) => candidate.id === id);
    if (!check) return;
    check.detail = check.passed ? detail : `${check.detail}; ${detail}`;
    check.passed = false;
  };

  // Only what the checks read; other required claims are present-only, so any value stands in.
  const claims: Record<string, unknown> = Object.create(null);
  for (const name of ['iss', 'sub', 'aud', 'iat', 'nbf', 'exp']) if (Object.hasOwn(payload, name)) claims[name] = payload[name];
  for (const name of required) if (Object.hasOwn(payload, name) && !(name in claims)) claims[name] = true;

  const options: JWTClaimVerificationOptions = {
    ...(issuer !== '' && { issuer }),
    ...(audiences.length > 0 && { audience: audiences }),
    ...(subject !== '' && { subject }),
    ...(type !== '' && { typ: type }),
    ...(required.length > 0 && { requiredClaims: required }),
    ...(tolerance.value !== undefined && { clockTolerance: tolerance.value }),
    ...(maxAge.value !== undefined && { maxTokenAge: maxAge.value }),
    currentDate: new Date(nowMs),
  };

  // Each round removes the check that failed, so this ends within one round per check.
  for (let round = 0; round <= checks.length + required.length; round += 1) {
    try {
      validate(isJsonObject(header) ? header.typ : undefined, claims, options);
      break;
    } catch (error) {
      if (!(error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired)) break;
      relax(error.claim, error.reason, error.message);
    }
  }
  return { checks, inputProblems };

  function relax(claim: string, reason: string, message: string) {
    if (claim === 'typ') {
      fail('typ', message);
      delete options.typ;
      return;
    }
    if (reason === 'missing') {
      if (required.includes(claim)) {
        fail('required', message);
        options.requiredClaims = options.requiredClaims?.filter((name) => name !== claim);
      }
      if (claim === 'iat' && options.maxTokenAge !== undefined) {
        fail('maxAge', message);
        delete options.maxTokenAge;
      }
      relaxExpectation(claim, message);
      return;
    }
    if (claim === 'iat' && reason === 'check_failed') {
      fail('maxAge', message);
      delete options.maxTokenAge;
      return;
    }
    if (claim === 'iat' || claim === 'nbf' || claim === 'exp') {
      fail(claim, message);
      if (claim === 'iat' && options.maxTokenAge !== undefined) {
        fail('maxAge', message);
        delete options.maxTokenAge;
      }
      delete claims[claim];
      return;
    }
    relaxExpectation(claim, message);
  }

  function relaxExpectation(claim: string, message: string) {
    if (claim === 'iss') delete options.issuer;
    else if (claim === 'sub') delete options.subject;
    else if (claim === 'aud') delete options.audience;
    else return;
    fail(claim, message);
  }
}
