import { afterEach, describe, expect, it, vi } from 'vitest';
import { convertWithAi } from './pdf-to-json.ai';

// pdf.js is not needed to send a PDF: only its base64 text is.
vi.mock('./pdf-reader', () => ({ fileToBase64: () => Promise.resolve('JVBERi0xLjQK') }));

const answer = (status: number, body: unknown) => vi.fn(() => Promise.resolve(Response.json(body, { status })));
const convert = () =>
  convertWithAi(new File(['%PDF-1.4\n'], 'invoice.pdf', { type: 'application/pdf' }), 'Extract the total.', '', null, new AbortController().signal);

describe('convertWithAi: what the gateway answers, as the screen shows it', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['JSON', answer(200, { result: { total: 5 } }), { kind: 'json', value: { total: 5 }, schemaCheck: null }],
    // The spec: a text that is not JSON but contains "error" is shown as the error, with no prefix.
    [
      'the model’s own failure report (model_error)',
      answer(422, { error: 'An error occurred while reading page 2', code: 'model_error' }),
      { kind: 'failed', message: 'An error occurred while reading page 2' },
    ],
    ['such a report inside a JSON string', answer(200, { result: 'Error: not an invoice' }), { kind: 'failed', message: 'Error: not an invoice' }],
    [
      'an answer that could not be read',
      answer(502, { error: 'Error communicating with the API. The AI provider sent an answer that could not be read.', code: 'upstream_error' }),
      { kind: 'failed', message: 'Failed to process PDF. Error communicating with the API. The AI provider sent an answer that could not be read.' },
    ],
  ])('%s', async (_, fetch, result) => {
    vi.stubGlobal('fetch', fetch);
    expect(await convert()).toEqual(result);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
