import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkFile, formatBytes, type FileRules } from './files';

const rules: FileRules = {
  mimeTypes: ['application/json'],
  extensions: ['.json'],
  maxBytes: 1000,
  messages: { type: 'Wrong type.', size: 'Too big.' },
};

describe('checkFile', () => {
  it.each([
    [{ name: 'a.json', size: 10, type: 'application/json' }, null],
    [{ name: 'A.JSON', size: 10, type: '' }, null],
    [{ name: 'a.txt', size: 10, type: 'application/json' }, null],
    [{ name: 'a.png', size: 10, type: 'image/png' }, 'Wrong type.'],
    [{ name: 'a.json', size: 1001, type: 'application/json' }, 'Too big.'],
    [{ name: 'a.png', size: 5000, type: 'image/png' }, 'Wrong type.'],
  ])('%j gives %j', (file, expected) => {
    expect(checkFile(file, rules)).toBe(expected);
  });

  it('builds the accept attribute from types and extensions', () => {
    expect(acceptAttribute(rules)).toBe('application/json,.json');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [1023, '1023 B'],
    [1536, '1.5 KB'],
    [20 * 1024 * 1024, '20.0 MB'],
  ])('%d bytes reads %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
