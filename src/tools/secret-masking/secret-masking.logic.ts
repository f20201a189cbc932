import { type Hit, maskJson } from './mask-json.logic';
import type { MaskOptions } from './mask-options';
import { applyMasks, findSecrets } from './mask-text.logic';

export interface MaskRequest {
  text: string;
  options: MaskOptions;
}

/** One kind of secret found: how many, and on which lines (the first few hundred). */
export interface Finding {
  kind: string;
  count: number;
  lines: number[];
}

export interface MaskResult {
  text: string;
  /** JSON (a HAR too) is masked value by value and stays valid JSON; anything else is masked as text. */
  mode: 'json' | 'text';
  findings: Finding[];
  total: number;
}

export type Progress = (done: number, total: number) => void;

const MAX_LINES = 200;
/** Text is searched in pieces of about this size, cut at line ends, so a worker can tell its progress. */
const CHUNK = 1 << 20;

/** Masks every secret the shared patterns find, JSON by its values and anything else as text. */
export function maskSecrets({ text, options }: MaskRequest, progress?: Progress): MaskResult {
  const json = readsAsJson(text);
  const { text: masked, hits } = json ? maskJson(text, options, progress) : maskText(text, options, progress);
  const findings = summarise(hits);
  return { text: masked, mode: json ? 'json' : 'text', findings, total: hits.length };
}

function readsAsJson(text: string): boolean {
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Where a piece of text ends: a line end after `size` characters, past the end of a private key block begun in it. */
function chunkEnd(text: string, start: number): number {
  if (text.length - start <= CHUNK) return text.length;
  const newline = text.indexOf('\n', start + CHUNK);
  let end = newline === -1 ? text.length : newline + 1;
  const piece = text.slice(start, end);
  const begin = piece.lastIndexOf('-----BEGIN');
  if (begin !== -1 && piece.indexOf('-----END', begin) === -1) {
    const close = text.indexOf('-----END', end);
    const after = close === -1 ? -1 : text.indexOf('\n', close);
    end = close === -1 || after === -1 ? text.length : after + 1;
  }
  return end;
}

function maskText(text: string, options: MaskOptions, progress?: Progress): { text: string; hits: Hit[] } {
  const parts: string[] = [];
  const hits: Hit[] = [];
  let line = 1;
  for (let start = 0; start < text.length;) {
    const end = chunkEnd(text, start);
    const piece = text.slice(start, end);
    const found = findSecrets(piece, options);
    let cursor = 0;
    for (const item of found) {
      for (let next = piece.indexOf('\n', cursor); next !== -1 && next < item.start; next = piece.indexOf('\n', next + 1)) line += 1;
      cursor = item.start;
      hits.push({ kind: item.kind, line });
    }
    for (let next = piece.indexOf('\n', cursor); next !== -1; next = piece.indexOf('\n', next + 1)) line += 1;
    parts.push(found.length === 0 ? piece : applyMasks(piece, found, options));
    start = end;
    progress?.(end, text.length);
  }
  return { text: parts.join(''), hits };
}

function summarise(hits: readonly Hit[]): Finding[] {
  const byKind = new Map<string, Finding>();
  for (const { kind, line } of hits) {
    const finding = byKind.get(kind) ?? { kind, count: 0, lines: [] };
    finding.count += 1;
    if (finding.lines.length < MAX_LINES && finding.lines.at(-1) !== line) finding.lines.push(line);
    byKind.set(kind, finding);
  }
  // JSON reports a HAR value read before its name late: put the lines in order, once each.
  for (const finding of byKind.values()) finding.lines = [...new Set(finding.lines)].sort((a, b) => a - b);
  return [...byKind.values()].sort((a, b) => b.count - a.count || (a.kind < b.kind ? -1 : 1));
}
