import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkClaims, DURATION_HINT, NO_EXPECTATIONS, type ClaimExpectations } from './jwt-claims-check.logic';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const at = (offsetSeconds: number) => NOW / 1000 + offsetSeconds;
const header = { alg: 'HS256', typ: 'JWT' };

function run(payload: unknown, expectations: Partial<ClaimExpectations> = {}, tokenHeader: unknown = header) {
  return checkClaims(tokenHeader, payload, { ...NO_EXPECTATIONS, ...expectations }, NOW);
}

/** Each check as "Pass label" / "Fail label: detail", which is what the visitor reads. */
function lines(payload: unknown, expectations: Partial<ClaimExpectations> = {}, tokenHeader: unknown = header) {
  return run(payload, expectations, tokenHeader).checks.map((check) => (check.passed ? `Pass ${check.label}` : `Fail ${check.label}: ${check.detail}`));
}

describe('checkClaims', () => {
  it('with no expectations checks the object and its time claims', () => {
    expect(lines({ sub: 'a', iat: at(-60), exp: at(300) })).toEqual(['Pass Payload is a JSON object', 'Pass Expiration time (exp)', 'Pass Issued at (iat)']);
    expect(lines({ nbf: at(60), exp: at(-1) })).toEqual([
      'Pass Payload is a JSON object',
      'Fail Not before (nbf): "nbf" claim timestamp check failed',
      'Fail Expiration time (exp): "exp" claim timestamp check failed',
    ]);
  });

  it('reports a payload that is not an object as the only check', () => {
    expect(lines([1, 2])).toEqual(['Fail Payload is a JSON object: JWT Claims Set must be a top-level JSON object']);
  });

  it('passes every check a matching token meets', () => {
    const payload = { iss: 'https://issuer.example', aud: ['api', 'web'], sub: 'user-1', iat: at(-60), exp: at(600), scope: 'read' };
    expect(
      lines(payload, { issuer: 'https://issuer.example', audience: 'web', subject: 'user-1', type: 'JWT', requiredClaims: 'scope, iat', maxAge: '1h' }),
    ).toEqual([
      'Pass Payload is a JSON object',
      'Pass Expiration time (exp)',
      'Pass Issued at (iat)',
      'Pass Issuer (iss) is "https://issuer.example"',
      'Pass Audience (aud) includes "web"',
      'Pass Subject (sub) is "user-1"',
      'Pass Type (typ) is "JWT"',
      'Pass Required claims: scope, iat',
      'Pass Maximum age: 1h',
    ]);
  });

  it('reports every failing check at once, not only the first', () => {
    const payload = { iss: 'evil', aud: 'other', sub: 'user-2', iat: at(-7200), exp: at(-10) };
    expect(lines(payload, { issuer: 'good', audience: 'api, web', subject: 'user-1', type: 'at+jwt', requiredClaims: 'scope jti', maxAge: '3600' })).toEqual([
      'Pass Payload is a JSON object',
      'Fail Expiration time (exp): "exp" claim timestamp check failed',
      'Pass Issued at (iat)',
      'Fail Issuer (iss) is "good": unexpected "iss" claim value',
      'Fail Audience (aud) includes "api" or "web": unexpected "aud" claim value',
      'Fail Subject (sub) is "user-1": unexpected "sub" claim value',
      'Fail Type (typ) is "at+jwt": unexpected "typ" JWT header value',
      'Fail Required claims: scope, jti: missing required "jti" claim; missing required "scope" claim',
      'Fail Maximum age: 3600: "iat" claim timestamp check failed (too far in the past)',
    ]);
  });

  it('treats missing claims as failures of the checks that need them', () => {
    expect(lines({}, { issuer: 'a', audience: 'b', subject: 'c', maxAge: '1h' })).toEqual([
      'Pass Payload is a JSON object',
      'Fail Issuer (iss) is "a": missing required "iss" claim',
      'Fail Audience (aud) includes "b": missing required "aud" claim',
      'Fail Subject (sub) is "c": missing required "sub" claim',
      'Fail Maximum age: 1h: missing required "iat" claim',
    ]);
  });

  it('applies the clock tolerance to nbf and exp', () => {
    const payload = { nbf: at(20), exp: at(-20) };
    expect(run(payload, { clockTolerance: '30s' }).checks.every((check) => check.passed)).toBe(true);
    expect(run(payload, { clockTolerance: '30' }).checks.every((check) => check.passed)).toBe(true);
    expect(
      run(payload, { clockTolerance: '10' })
        .checks.filter((check) => !check.passed)
        .map((check) => check.id),
    ).toEqual(['nbf', 'exp']);
  });

  it('flags time claims that are not numbers', () => {
    expect(lines({ exp: 'tomorrow', iat: 'today' })).toEqual([
      'Pass Payload is a JSON object',
      'Fail Expiration time (exp): "exp" claim must be a number',
      'Fail Issued at (iat): "iat" claim must be a number',
    ]);
  });

  it('matches typ as jose does: case-insensitive, with or without "application/"', () => {
    expect(lines({}, { type: 'application/jwt' }, { alg: 'HS256', typ: 'jwt' })).toContain('Pass Type (typ) is "application/jwt"');
    expect(lines({}, { type: 'JWT' }, { alg: 'HS256' })).toContain('Fail Type (typ) is "JWT": unexpected "typ" JWT header value');
  });

  it('says which duration it cannot read, and checks without it', () => {
    const result = run({ exp: at(-5) }, { clockTolerance: 'soon', maxAge: '-5s' });
    expect(result.inputProblems).toEqual({ clockTolerance: DURATION_HINT, maxAge: DURATION_HINT });
    expect(result.checks.map((check) => check.id)).toEqual(['object', 'exp']);
  });

  it('copes with claim names that are special in JavaScript', () => {
    const payload = JSON.parse('{"__proto__":{"x":1},"constructor":1}');
    expect(lines(payload, { requiredClaims: '__proto__ constructor toString' })).toEqual([
      'Pass Payload is a JSON object',
      'Fail Required claims: __proto__, constructor, toString: missing required "toString" claim',
    ]);
  });

  it('never throws and always reports the object check first', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom('30s', '5m', '2h', '1', '-1', 'abc'));
    fc.assert(
      fc.property(
        fc.jsonValue(),
        fc.record({ issuer: text, audience: text, subject: text, type: text, requiredClaims: text, clockTolerance: text, maxAge: text }),
        (payload, expectations) => {
          const { checks } = checkClaims(header, payload, expectations, NOW);
          expect(checks[0]?.id).toBe('object');
        },
      ),
    );
  });
});
