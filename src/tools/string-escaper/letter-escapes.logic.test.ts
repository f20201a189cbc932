import { describe, expect, it } from 'vitest';
import { letterEscapes, letterUnescapes } from './letter-escapes.logic';

describe('letter escapes', () => {
  it('maps each control character to a backslash and its letter, and back', () => {
    expect(letterEscapes('0', 'a', 'e', 't')).toEqual({ '\0': '\\0', '\x07': '\\a', '\x1b': '\\e', '\t': '\\t' });
    expect(letterUnescapes('b', 'f', 'v')).toEqual({ b: '\b', f: '\f', v: '\v' });
  });
});
