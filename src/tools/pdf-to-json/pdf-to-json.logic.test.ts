import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AiRequestError } from '@/lib/ai/ai-error';
import { checkFile } from '@/lib/files';
import {
  conversionProblem,
  failureMessage,
  hasPdfSignature,
  jsonFileName,
  parseJsonSchema,
  PDF_FILE_RULES,
  prettyJson,
  readPdfAnswer,
  schemaProblems,
} from './pdf-to-json.logic';

const MB = 1024 * 1024;

describe('PDF_FILE_RULES (the spec: type application/pdf, at most 10 MB)', () => {
  it.each([
    [{ name: 'invoice.pdf', type: 'application/pdf', size: 1000 }, null],
    [{ name: 'exact.pdf', type: 'application/pdf', size: 10 * MB }, null],
    [{ name: 'big.pdf', type: 'application/pdf', size: 10 * MB + 1 }, 'PDF size should be less than 10MB.'],
    [{ name: 'notes.txt', type: 'text/plain', size: 10 }, 'Please upload a valid PDF file.'],
    [{ name: 'renamed.pdf', type: 'application/octet-stream', size: 10 }, 'Please upload a valid PDF file.'],
    [{ name: 'huge.png', type: 'image/png', size: 50 * MB }, 'Please upload a valid PDF file.'],
  ])('%j gives %j', (file, message) => {
    expect(checkFile(file, PDF_FILE_RULES)).toBe(message);
  });
});

describe('hasPdfSignature', () => {
  const bytes = (text: string) => new TextEncoder().encode(text);
  it.each([
    ['%PDF-1.7', true],
    ['%PDF-', true],
    ['%PDF', false],
    ['<html>', false],
    ['', false],
  ])('%j: %s', (start, expected) => {
    expect(hasPdfSignature(bytes(start))).toBe(expected);
  });
});

describe('conversionProblem', () => {
  it.each([
    [false, 'Extract', 'Please upload a PDF file first.'],
    [false, '', 'Please upload a PDF file first.'],
    [true, '', 'Please provide a prompt to guide the conversion.'],
    [true, ' \n\t', 'Please provide a prompt to guide the conversion.'],
    [true, 'Extract the total', null],
  ])('file %s, prompt %j gives %j', (hasFile, prompt, problem) => {
    expect(conversionProblem(hasFile, prompt)).toBe(problem);
  });
});

describe('readPdfAnswer', () => {
  it.each([
    ['an object', { total: 1 }, { kind: 'json', value: { total: 1 } }],
    ['an array', [1, 2], { kind: 'json', value: [1, 2] }],
    ['null', null, { kind: 'json', value: null }],
    ['JSON inside a string', '{"total":1}', { kind: 'json', value: { total: 1 } }],
    ['a string that is not JSON and contains "error"', 'Error: this is not an invoice', { kind: 'error', message: 'Error: this is not an invoice' }],
    ['the same in lower case', 'an error occurred while reading', { kind: 'error', message: 'an error occurred while reading' }],
    ['a string that is not JSON without "error"', 'Total: 5', { kind: 'json', value: 'Total: 5' }],
    ['an object with an error field (JSON, so shown as JSON)', { error: 'x' }, { kind: 'json', value: { error: 'x' } }],
    ['a multi-line report, made one plain line', 'Error:\n\tpage 2\u202e', { kind: 'error', message: 'Error: page 2' }],
    ['a long report, cut at 500 characters', `error ${'x'.repeat(600)}`, { kind: 'error', message: `error ${'x'.repeat(493)}…` }],
  ])('%s', (_, result, expected) => {
    expect(readPdfAnswer(result)).toEqual(expected);
  });
});

describe('failureMessage', () => {
  it.each([
    [
      new Error('Error communicating with the API. The AI provider failed (HTTP 500).'),
      'Failed to process PDF. Error communicating with the API. The AI provider failed (HTTP 500).',
    ],
    [new Error(''), 'Failed to process the PDF.'],
    // The gateway's model_error is the model's own report: shown as it is, as the spec says.
    [new AiRequestError('An error occurred while reading page 2', 'model_error'), 'An error occurred while reading page 2'],
    [
      new AiRequestError('Error communicating with the API. The AI provider sent an answer that could not be read.', 'upstream_error'),
      'Failed to process PDF. Error communicating with the API. The AI provider sent an answer that could not be read.',
    ],
    ['a string', 'Failed to process the PDF.'],
    [undefined, 'Failed to process the PDF.'],
  ])('%s gives %j', (error, message) => {
    expect(failureMessage(error)).toBe(message);
  });
});

describe('jsonFileName', () => {
  it.each([
    ['invoice.pdf', 'invoice.json'],
    ['Invoice 2024 (final).PDF', 'Invoice_2024_final.json'],
    ['.pdf', 'extracted.json'],
    ['', 'extracted.json'],
  ])('%j gives %j', (name, expected) => {
    expect(jsonFileName(name)).toBe(expected);
  });
});

describe('prettyJson', () => {
  it('indents by two spaces and survives any JSON value', () => {
    expect(prettyJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(prettyJson(value)).toBe(JSON.stringify(value, null, 2));
      }),
    );
  });
});

describe('parseJsonSchema and schemaProblems (zod 4 fromJSONSchema)', () => {
  const schemaText = JSON.stringify({
    type: 'object',
    required: ['invoiceNumber', 'total'],
    properties: {
      invoiceNumber: { type: 'string', pattern: '^INV-' },
      total: { type: 'number' },
      items: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } },
    },
  });

  it('is nothing for an empty field', () => {
    expect(parseJsonSchema('  ')).toEqual({ kind: 'none' });
  });

  it.each([
    ['not JSON', '{type:', /^The JSON Schema is not valid JSON: /],
    ['an array', '[]', /^The JSON Schema must be a JSON object\.$/],
    ['an external $ref', '{"$ref":"https://example.com/s.json"}', /^The JSON Schema cannot be used: External \$ref is not supported/],
    ['an unknown type', '{"type":"money"}', /^The JSON Schema cannot be used: Unsupported type: money/],
  ])('explains %s', (_, text, message) => {
    const parsed = parseJsonSchema(text);
    expect(parsed.kind).toBe('error');
    expect(parsed.kind === 'error' && parsed.message).toMatch(message);
  });

  it('finds no problem in a matching value, and names each path and problem otherwise', () => {
    const parsed = parseJsonSchema(schemaText);
    if (parsed.kind !== 'ok') throw new Error('expected a schema');
    expect(schemaProblems(parsed.schema, { invoiceNumber: 'INV-1', total: 12.5, items: [{ name: 'Pen' }] })).toEqual([]);
    expect(schemaProblems(parsed.schema, { invoiceNumber: 'X-1', total: '12.50', items: [{}] })).toEqual([
      'invoiceNumber: Invalid string: must match pattern /^INV-/',
      'total: Invalid input: expected number, received string',
      'items.0.name: Invalid input: expected string, received undefined',
    ]);
    expect(schemaProblems(parsed.schema, [])).toEqual(['(root): Invalid input: expected object, received array']);
  });
});
