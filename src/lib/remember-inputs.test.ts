import { afterEach, describe, expect, it } from 'vitest';
import { inputStorageKey, readRememberedInput } from './remember-inputs';
import { writeRememberedInput } from './write-remembered-input';

const key = inputStorageKey('json-beautifier', 'input');
const JWT = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

afterEach(() => localStorage.clear());

describe('writeRememberedInput', () => {
  it('keeps an ordinary input', () => {
    writeRememberedInput(key, '{"name": "ada"}');
    expect(readRememberedInput(key)).toBe('{"name": "ada"}');
  });

  it('never keeps a JSON document holding a JWT, and forgets the copy kept before it', () => {
    writeRememberedInput(key, '{"name": "ada"}');
    writeRememberedInput(key, `{"name": "ada", "session": "${JWT}"}`);
    expect(readRememberedInput(key)).toBeUndefined();
    expect(JSON.stringify({ ...localStorage })).not.toContain('eyJ');
  });

  it('never keeps a secret inside a structured input either', () => {
    writeRememberedInput(key, { headers: 'Authorization: Bearer abcdefghijklmnopqrstuvwxyz' });
    expect(readRememberedInput(key)).toBeUndefined();
  });
});
