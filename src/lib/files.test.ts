import { describe, expect, it } from 'vitest';
import { acceptAttribute, anyFile, anyTextFile, binaryFile, checkFile, formatBytes, sqlFile, textFile, type FileRules } from './files';

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

describe('textFile', () => {
  it('derives both refusals from the kind, the extensions named and the limit', () => {
    const rules = textFile({ kind: 'YAML or text', extensions: ['.yaml', '.yml', '.txt'], mimeTypes: ['application/yaml'], maxMB: 100 });
    expect(rules.messages).toEqual({ type: 'Please open a YAML or text file (.yaml, .yml, .txt).', size: 'This file is larger than 100 MB.' });
    expect(checkFile({ name: 'a.yml', size: 1, type: '' }, rules)).toBeNull();
    expect(checkFile({ name: 'a.bin', size: 1, type: 'application/octet-stream' }, rules)).toBe(rules.messages.type);
    expect(checkFile({ name: 'a.txt', size: 100 * 1024 * 1024 + 1, type: 'text/plain' }, rules)).toBe(rules.messages.size);
  });

  it.each([
    ['XML or text', 'an'],
    ['HTML', 'an'],
    ['SQL or text', 'a'],
    ['JSON or text', 'a'],
  ])('says "%s" with "%s"', (kind, article) => {
    expect(textFile({ kind, extensions: ['.x'], maxMB: 1 }).messages.type).toBe(`Please open ${article} ${kind} file (.x).`);
  });

  it('takes text files of every common kind, even with no type from the system, for the tools that read any text', () => {
    const rules = anyTextFile(10);
    for (const name of ['notes.txt', 'app.log', 'main.rs', 'settings.env', 'data.tsv']) expect(checkFile({ name, size: 1, type: '' }, rules)).toBeNull();
    expect(checkFile({ name: 'photo.png', size: 1, type: 'image/png' }, rules)).toBe(
      'Please open a text file (.txt, .md, .csv, .log, .json, source code, ...).',
    );
  });

  it('takes SQL scripts and DDL dumps for the SQL tools, with or without a type from the system', () => {
    const rules = sqlFile(10);
    for (const name of ['schema.sql', 'dump.ddl', 'init.pgsql', 'query.txt']) expect(checkFile({ name, size: 1, type: '' }, rules)).toBeNull();
    expect(checkFile({ name: 'data.csv', size: 1, type: 'text/csv' }, rules)).toBe('Please open a SQL or text file (.sql, .txt).');
  });

  it('takes any file when only the size matters', () => {
    const rules = anyFile(25);
    expect(checkFile({ name: 'photo.png', size: 1, type: 'image/png' }, rules)).toBeNull();
    expect(checkFile({ name: 'blob', size: 25 * 1024 * 1024 + 1, type: '' }, rules)).toBe('This file is larger than 25 MB.');
    expect(acceptAttribute(rules)).toBe('');
  });

  it('refuses a binary file with the words a spec gives, by type alone when no extensions are named', () => {
    const rules = binaryFile({ mimeTypes: ['application/pdf'], maxMB: 10, messages: { type: 'Not a PDF.', size: 'Too big.' } });
    expect(checkFile({ name: 'invoice.pdf', size: 10 * 1024 * 1024, type: 'application/pdf' }, rules)).toBeNull();
    expect(checkFile({ name: 'invoice.pdf', size: 10 * 1024 * 1024 + 1, type: 'application/pdf' }, rules)).toBe('Too big.');
    expect(checkFile({ name: 'renamed.pdf', size: 1, type: 'application/octet-stream' }, rules)).toBe('Not a PDF.');
    expect(acceptAttribute(rules)).toBe('application/pdf');
  });
});

describe('binaryFile', () => {
  it("keeps the spec's own refusals and counts the limit in MB", () => {
    const rules = binaryFile({ mimeTypes: ['application/pdf'], extensions: ['.pdf'], maxMB: 2, messages: { type: 'Only PDF.', size: 'Too big.' } });
    expect(checkFile({ name: 'scan.PDF', size: 2 * 1024 * 1024, type: '' }, rules)).toBeNull();
    expect(checkFile({ name: 'scan.pdf', size: 2 * 1024 * 1024 + 1, type: 'application/pdf' }, rules)).toBe('Too big.');
    expect(checkFile({ name: 'notes.txt', size: 1, type: 'text/plain' }, rules)).toBe('Only PDF.');
    expect(acceptAttribute(rules)).toBe('application/pdf,.pdf');
  });
});
