import { bareEnd, isJsonWhitespace, stringEnd } from '@/lib/json-reindent';
import { PASSWORD_KEYS, TOKEN_KEYS } from '@/lib/secret-patterns';
import type { MaskOptions } from './mask-options';
import { applyMasks, findSecrets, maskCredential, maskFieldValue } from './mask-text.logic';

/** One secret masked, for the findings list. */
export interface Hit {
  kind: string;
  line: number;
}

/** Keys whose whole string value is a secret, in JSON and as a HAR header's, cookie's or parameter's "name". */
const KEY_KINDS: readonly [RegExp, string][] = [
  [/^(?:proxy-)?authorization$/i, 'Authorization header'],
  [/^(?:set-)?cookie$/i, 'Cookie'],
  [new RegExp(`^(?:${PASSWORD_KEYS})$`, 'i'), 'Password or key field'],
  [new RegExp(`^(?:${TOKEN_KEYS})$`, 'i'), 'Token field'],
];

export const sensitiveKind = (key: string): string | null => KEY_KINDS.find(([pattern]) => pattern.test(key))?.[1] ?? null;

interface Token {
  start: number;
  end: number;
  value: string;
  line: number;
}

interface Frame {
  isObject: boolean;
  /** The key this container sits under, or its parent array's: "cookies", "headers". */
  context: string | null;
  pendingKey: string | null;
  /** A HAR pair's "name", once read. */
  name: string | null;
  /** A "value" read before its "name". */
  deferred: Token | null;
}

const decode = (raw: string) => (raw.includes('\\') ? (JSON.parse(raw) as string) : raw.slice(1, -1));
const PROGRESS_STEP = 1 << 20;

/**
 * Masks the secrets of a JSON document (a HAR, a config) and keeps it valid JSON with its layout:
 * only masked strings are written again. A string under a secret key ("password", "authorization",
 * "token"…), a HAR pair's "value" whose "name" is one, and every value in "cookies" is masked whole;
 * any other string is searched as text. The input has been accepted by JSON.parse.
 */
export function maskJson(text: string, options: MaskOptions, progress?: (done: number, total: number) => void): { text: string; hits: Hit[] } {
  const hits: Hit[] = [];
  const edits: { start: number; end: number; text: string }[] = [];
  const stack: Frame[] = [];
  let line = 1;
  let lineCursor = 0;
  const lineAt = (offset: number) => {
    for (let next = text.indexOf('\n', lineCursor); next !== -1 && next < offset; next = text.indexOf('\n', lineCursor)) {
      line += 1;
      lineCursor = next + 1;
    }
    return line;
  };

  const replaceWhole = (token: Token, kind: string, masked: string) => {
    edits.push({ start: token.start, end: token.end, text: JSON.stringify(masked) });
    hits.push({ kind, line: token.line });
  };
  const searchText = (token: Token) => {
    if (token.value.length < 5) return;
    const found = findSecrets(token.value, options);
    if (found.length === 0) return;
    edits.push({ start: token.start, end: token.end, text: JSON.stringify(applyMasks(token.value, found, options)) });
    for (const item of found) hits.push({ kind: item.kind, line: token.line });
  };
  const byName = (token: Token, name: string) => {
    const kind = sensitiveKind(name);
    if (kind) replaceWhole(token, kind, maskFieldValue(kind, token.value, options));
    else searchText(token);
  };

  const onValue = (frame: Frame | undefined, token: Token) => {
    const key = frame?.isObject ? frame.pendingKey : (frame?.context ?? null);
    if (frame?.isObject && key !== null && /^value$/i.test(key)) {
      if (frame.context !== null && /^cookies$/i.test(frame.context)) return replaceWhole(token, 'Cookie', maskCredential(token.value, options));
      if (frame.name === null) {
        frame.deferred = token;
        return;
      }
      return byName(token, frame.name);
    }
    if (frame?.isObject && key !== null && /^name$/i.test(key)) {
      frame.name = token.value;
      if (frame.deferred) {
        byName(frame.deferred, token.value);
        frame.deferred = null;
      }
      return;
    }
    const kind = key === null ? null : sensitiveKind(key);
    if (kind) replaceWhole(token, kind, maskFieldValue(kind, token.value, options));
    else searchText(token);
  };

  let nextReport = PROGRESS_STEP;
  let index = 0;
  while (index < text.length) {
    if (progress && index >= nextReport) {
      progress(index, text.length);
      nextReport = index + PROGRESS_STEP;
    }
    const code = text.charCodeAt(index);
    const frame = stack[stack.length - 1];
    if (isJsonWhitespace(code) || code === 44 || code === 58) {
      index += 1;
    } else if (code === 123 || code === 91) {
      const context = frame ? (frame.isObject ? frame.pendingKey : frame.context) : null;
      stack.push({ isObject: code === 123, context, pendingKey: null, name: null, deferred: null });
      index += 1;
    } else if (code === 125 || code === 93) {
      const closed = stack.pop();
      if (closed?.deferred) searchText(closed.deferred);
      const parent = stack[stack.length - 1];
      if (parent?.isObject) parent.pendingKey = null;
      index += 1;
    } else if (code === 34) {
      const end = stringEnd(text, index);
      const raw = text.slice(index, end);
      if (frame?.isObject && frame.pendingKey === null) frame.pendingKey = decode(raw);
      else {
        onValue(frame, { start: index, end, value: decode(raw), line: lineAt(index) });
        if (frame?.isObject) frame.pendingKey = null;
      }
      index = end;
    } else {
      index = bareEnd(text, index);
      if (frame?.isObject) frame.pendingKey = null;
    }
  }

  edits.sort((a, b) => a.start - b.start);
  const parts: string[] = [];
  let cursor = 0;
  for (const edit of edits) {
    parts.push(text.slice(cursor, edit.start), edit.text);
    cursor = edit.end;
  }
  parts.push(text.slice(cursor));
  return { text: parts.join(''), hits };
}
