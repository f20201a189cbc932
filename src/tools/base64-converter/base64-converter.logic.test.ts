import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DECODE_ERROR, dataUrl, describeBytes, jobFor, runBase64Job, switchMode, type Base64JobResult, type ConverterState } from './base64-converter.logic';
import { fileTypeForMime, sniffFileType } from './file-type.logic';

const encode = (text: string, urlSafe = false) => output(runBase64Job({ kind: 'encode-text', text, urlSafe }));
const decode = (text: string) => output(runBase64Job({ kind: 'decode', text }));

function output(result: Base64JobResult) {
  if (!result.ok) return { error: result.message };
  return result.output.kind === 'text' ? result.output.text : result.output;
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('text conversion', () => {
  it.each([
    ['é', 'w6k='],
    ['👍', '8J+RjQ=='],
    ['Grüße, 世界!', 'R3LDvMOfZSwg5LiW55WMIQ=='],
    ['\uFEFFBOM', '77u/Qk9N'],
  ])('encodes %j as UTF-8 (%s), where a naive btoa would fail or garble', (text, base64) => {
    expect(encode(text)).toBe(base64);
    expect(decode(base64)).toBe(text);
  });

  it('encodes with the URL-safe alphabet when asked', () => {
    expect(encode('??>')).toBe('Pz8+');
    expect(encode('??>', true)).toBe('Pz8-');
    expect(encode('a', true)).toBe('YQ');
  });

  it('gives the spec message for input that is not Base64', () => {
    expect(decode('not base64!')).toEqual({ error: DECODE_ERROR });
    expect(DECODE_ERROR).toBe('Invalid input for decoding. Not a valid Base64 string.');
  });

  it('converts empty input to empty output without an error', () => {
    expect(encode('')).toBe('');
    expect(decode('  \n')).toBe('');
  });

  it('round-trips any Unicode text through UTF-8, in both alphabets (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.boolean(), (text, urlSafe) => {
        const base64 = encode(text, urlSafe);
        expect(base64).toBe(Buffer.from(text, 'utf8').toString(urlSafe ? 'base64url' : 'base64'));
        expect(decode(base64 as string)).toBe(text);
      }),
    );
  });

  it('round-trips the whole Unicode range, astral planes included (property)', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc
            .integer({ min: 0x20, max: 0x10ffff })
            .filter((cp) => cp < 0xd800 || cp > 0xdfff)
            .map((cp) => String.fromCodePoint(cp)),
        }),
        (text) => {
          expect(decode(encode(text) as string)).toBe(text);
        },
      ),
    );
  });
});

describe('decoded bytes', () => {
  it('are offered as a file when they are not UTF-8 text, with the type their first bytes show', () => {
    expect(describeBytes(PNG)).toEqual({ kind: 'binary', bytes: PNG, type: { mime: 'image/png', extension: 'png', label: 'PNG image' } });
    expect(describeBytes(new Uint8Array([0xff, 0xfe, 0x41]))).toMatchObject({ kind: 'binary', type: { mime: 'application/octet-stream', extension: 'bin' } });
    expect(describeBytes(new Uint8Array([0x41, 0x00, 0x42]))).toMatchObject({ kind: 'binary' });
  });

  it('stay text when they are, tabs and line breaks included', () => {
    expect(describeBytes(new TextEncoder().encode('a\tb\r\nc'))).toEqual({ kind: 'text', text: 'a\tb\r\nc' });
  });

  it('take their type from a data: URL', () => {
    expect(decode(`data:image/png;base64,${Buffer.from(PNG).toString('base64')}`)).toMatchObject({ kind: 'binary', type: { mime: 'image/png' } });
    expect(decode('data:application/x-thing;name=a.bin;base64,AAEC')).toMatchObject({
      kind: 'binary',
      type: { mime: 'application/x-thing', extension: 'thing' },
    });
    expect(decode('data:text/plain;charset=utf-8;base64,w6k=')).toBe('é');
  });
});

describe('file types', () => {
  it.each([
    [[0xff, 0xd8, 0xff, 0xe0], 'image/jpeg'],
    [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61], 'image/gif'],
    [[0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50], 'image/webp'],
    [[0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'application/pdf'],
    [[0x50, 0x4b, 0x03, 0x04], 'application/zip'],
    [[0x1f, 0x8b, 0x08], 'application/gzip'],
    [[0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d], 'video/mp4'],
    [[0x52, 0x49, 0x46, 0x46], null],
    [[], null],
  ])('%j is %s', (bytes, mime) => {
    expect(sniffFileType(new Uint8Array(bytes))?.mime ?? null).toBe(mime);
  });

  it('names text types by their usual extension and unknown types by their subtype', () => {
    expect(fileTypeForMime('text/plain').extension).toBe('txt');
    expect(fileTypeForMime('image/svg+xml').extension).toBe('svg');
    expect(fileTypeForMime('application/x-custom')).toEqual({ mime: 'application/x-custom', extension: 'custom', label: 'application/x-custom' });
    expect(fileTypeForMime('nonsense').extension).toBe('bin');
    expect(fileTypeForMime('application/octet-stream')).toEqual({ mime: 'application/octet-stream', extension: 'bin', label: 'Binary data' });
  });
});

describe('dataUrl', () => {
  it('always uses the standard alphabet with padding', () => {
    expect(dataUrl('-_8', fileTypeForMime('image/png'))).toBe('data:image/png;base64,+/8=');
    expect(dataUrl('Zm9v', fileTypeForMime('text/plain'))).toBe('data:text/plain;base64,Zm9v');
  });
});

describe('switchMode', () => {
  const encoding: ConverterState = { mode: 'encode', input: { kind: 'text', text: 'hello' }, output: { kind: 'text', text: 'aGVsbG8=' }, error: null };

  it('moves the output into the input and the input into the output', () => {
    expect(switchMode(encoding, 'decode')).toEqual({
      mode: 'decode',
      input: { kind: 'text', text: 'aGVsbG8=' },
      output: { kind: 'text', text: 'hello' },
      error: null,
    });
  });

  it('clears the error, and an empty output becomes an empty input', () => {
    const failed: ConverterState = { mode: 'decode', input: { kind: 'text', text: 'bad!' }, output: null, error: DECODE_ERROR };
    expect(switchMode(failed, 'encode')).toEqual({ mode: 'encode', input: { kind: 'text', text: '' }, output: { kind: 'text', text: 'bad!' }, error: null });
  });

  it('turns decoded bytes into the file to encode, and back', () => {
    const type = fileTypeForMime('image/png');
    const decoded: ConverterState = {
      mode: 'decode',
      input: { kind: 'text', text: 'iVBORw0KGgo=' },
      output: { kind: 'binary', bytes: PNG, type },
      error: null,
    };
    const encodingFile = switchMode(decoded, 'encode');
    expect(encodingFile).toEqual({
      mode: 'encode',
      input: { kind: 'file', name: 'decoded.png', type, bytes: PNG },
      output: { kind: 'text', text: 'iVBORw0KGgo=' },
      error: null,
    });
    // The file keeps its name on the way back.
    expect(switchMode(encodingFile, 'decode')).toEqual({ ...decoded, output: { kind: 'binary', bytes: PNG, type, name: 'decoded.png' } });
  });

  it('does nothing when the mode is already chosen', () => {
    expect(switchMode(encoding, 'encode')).toBe(encoding);
  });

  it('switching twice round-trips the state (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (input, result) => {
        const state: ConverterState = { mode: 'encode', input: { kind: 'text', text: input }, output: { kind: 'text', text: result }, error: 'x' };
        expect(switchMode(switchMode(state, 'decode'), 'encode')).toEqual({ ...state, error: null });
      }),
    );
  });
});

describe('jobFor', () => {
  it('encodes a file as bytes, text as UTF-8, and decodes text', () => {
    const type = fileTypeForMime('image/png');
    expect(jobFor('encode', { kind: 'file', name: 'a.png', type, bytes: PNG }, true)).toEqual({ kind: 'encode-bytes', bytes: PNG, urlSafe: true });
    expect(jobFor('encode', { kind: 'text', text: 'a' }, false)).toEqual({ kind: 'encode-text', text: 'a', urlSafe: false });
    expect(jobFor('decode', { kind: 'text', text: 'YQ==' }, true)).toEqual({ kind: 'decode', text: 'YQ==' });
  });
});
