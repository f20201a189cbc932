import { describe, expect, it } from 'vitest';
import { chosenFileName, DECODE_ERROR, NOT_TEXT_LINE, runBase64Job } from './base64-converter.logic';

// RFC 4648 section 10's test vectors, one per line.
const RFC_TEXT = ['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'];
const RFC_BASE64 = ['', 'Zg==', 'Zm8=', 'Zm9v', 'Zm9vYg==', 'Zm9vYmE=', 'Zm9vYmFy'];

const run = (job: Parameters<typeof runBase64Job>[0]) => {
  const result = runBase64Job(job);
  if (!result.ok) return { error: result.message };
  return result.output.kind === 'text' ? result.output.text : result.output;
};

describe('each line separately (DevToys)', () => {
  it('encodes every line on its own, with its own padding (RFC 4648 test vectors)', () => {
    expect(run({ kind: 'encode-text', text: RFC_TEXT.join('\n'), urlSafe: false, perLine: true })).toBe(RFC_BASE64.join('\n'));
  });

  it('decodes every line on its own', () => {
    expect(run({ kind: 'decode', text: RFC_BASE64.join('\n'), perLine: true })).toBe(RFC_TEXT.join('\n'));
  });

  it('where decoding the whole would run the lines together', () => {
    expect(run({ kind: 'decode', text: 'Zm8=\nYmFy', perLine: true })).toBe('fo\nbar');
    expect(run({ kind: 'decode', text: 'Zm8=\nYmFy' })).toEqual({ error: DECODE_ERROR });
  });

  it('reads CRLF and CR line breaks, UTF-8 text and the URL-safe alphabet per line', () => {
    expect(run({ kind: 'encode-text', text: 'é\r\n??>\r👍', urlSafe: true, perLine: true })).toBe('w6k\nPz8-\n8J-RjQ');
    expect(run({ kind: 'decode', text: 'w6k\r\nPz8+\r8J-RjQ==', perLine: true })).toBe('é\n??>\n👍');
  });

  it('names the first line that is not Base64, or not text once decoded', () => {
    expect(run({ kind: 'decode', text: 'Zg==\nnot base64!\nZg==', perLine: true })).toEqual({ error: `Line 2: ${DECODE_ERROR}` });
    expect(run({ kind: 'decode', text: 'Zg==\n/w==', perLine: true })).toEqual({ error: `Line 2: ${NOT_TEXT_LINE}` });
  });
});

describe('chosenFileName (the decoded download)', () => {
  it.each([
    ['', 'decoded.png', 'decoded.png'],
    ['   ', 'decoded.txt', 'decoded.txt'],
    ['photo.png', 'decoded.png', 'photo.png'],
    ['../../etc/passwd', 'decoded.txt', '....etcpasswd'],
    ['a\u0000b\nc.bin', 'decoded.bin', 'abc.bin'],
    ['..', 'decoded.txt', 'decoded.txt'],
  ])('%j with the default %j is %j', (typed, fallback, expected) => {
    expect(chosenFileName(typed, fallback)).toBe(expected);
  });
});
