import { highlightCode, tagHighlighter, tags } from '@lezer/highlight';
import type { Parser } from '@lezer/common';
import type { StreamParser } from '@codemirror/language';
import { highlightWithMode, streamAliases, streamModes } from './stream-highlight.logic';

/**
 * Fenced code highlighting with the Lezer grammars the editor already uses, instead of a second
 * highlighter (highlight.js). Each grammar loads on first use; the classes are the editor's own
 * token classes (index.css), so colours match the code panes in both themes.
 */
const grammars: Record<string, () => Promise<Parser>> = {
  javascript: () => import('@lezer/javascript').then(({ parser }) => parser.configure({ dialect: 'jsx' })),
  typescript: () => import('@lezer/javascript').then(({ parser }) => parser.configure({ dialect: 'ts' })),
  tsx: () => import('@lezer/javascript').then(({ parser }) => parser.configure({ dialect: 'ts jsx' })),
  json: () => import('@lezer/json').then(({ parser }) => parser),
  css: () => import('@lezer/css').then(({ parser }) => parser),
  html: () => import('@lezer/html').then(({ parser }) => parser),
  python: () => import('@lezer/python').then(({ parser }) => parser),
  java: () => import('@lezer/java').then(({ parser }) => parser),
  php: () => import('@lezer/php').then(({ parser }) => parser),
};

/** The names people write after ``` for each grammar. */
const aliases: Record<string, keyof typeof grammars> = {
  js: 'javascript',
  javascript: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  typescript: 'typescript',
  tsx: 'tsx',
  json: 'json',
  jsonc: 'json',
  css: 'css',
  html: 'html',
  xml: 'html',
  svg: 'html',
  vue: 'html',
  py: 'python',
  python: 'python',
  java: 'java',
  php: 'php',
};

const loaded = new Map<string, Parser>();
const loadedModes = new Map<string, StreamParser<unknown>>();

const highlighter = tagHighlighter([
  { tag: [tags.propertyName, tags.typeName, tags.className, tags.tagName, tags.attributeName], class: 'cm-tok-property' },
  { tag: [tags.string, tags.regexp, tags.attributeValue], class: 'cm-tok-string' },
  { tag: [tags.number, tags.bool, tags.null, tags.atom], class: 'cm-tok-number' },
  { tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword, tags.operatorKeyword], class: 'cm-tok-keyword' },
  { tag: [tags.comment, tags.lineComment, tags.blockComment], class: 'cm-tok-comment' },
]);

const fenceWord = (info: string) => info.trim().split(/\s+/)[0]?.toLowerCase() ?? '';

/** The grammar name for a fence's info string ("ts", "JSON title=x"), or null when none fits. */
export function grammarFor(info: string): string | null {
  return aliases[fenceWord(info)] ?? null;
}

/** The stream mode for a fence's info string ("sh", "yaml"), for languages without a Lezer grammar. */
export function streamModeFor(info: string): string | null {
  return streamAliases[fenceWord(info)] ?? null;
}

/** Loads the grammars these fences need; a grammar that fails to load just leaves its code plain. */
export async function loadGrammars(infos: Iterable<string>): Promise<void> {
  const wanted = new Set<string>();
  const wantedModes = new Set<string>();
  for (const info of infos) {
    const name = grammarFor(info);
    if (name && !loaded.has(name)) wanted.add(name);
    const mode = streamModeFor(info);
    if (mode && !loadedModes.has(mode)) wantedModes.add(mode);
  }
  const load = <T>(make: (() => Promise<T>) | undefined, keep: (value: T) => void) =>
    (make?.() ?? Promise.reject(new Error('unknown language'))).then(keep).catch(() => undefined);
  await Promise.all([
    ...[...wanted].map((name) => load(grammars[name], (parser) => loaded.set(name, parser))),
    ...[...wantedModes].map((name) => load(streamModes[name], (mode) => loadedModes.set(name, mode))),
  ]);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Code blocks larger than this stay plain: highlighting them would cost more than it helps. */
const MAX_HIGHLIGHT_CHARS = 200_000;

/** The code as escaped HTML with token spans, or null when its grammar is unknown or not loaded. */
export function highlightFence(code: string, info: string): string | null {
  if (code.length > MAX_HIGHLIGHT_CHARS) return null;
  const name = grammarFor(info);
  const parser = name ? loaded.get(name) : undefined;
  const modeName = streamModeFor(info);
  const mode = modeName ? loadedModes.get(modeName) : undefined;
  if (!parser && !mode) return null;
  let html = '';
  const putText = (text: string, classes: string) => {
    html += classes ? `<span class="${classes}">${escapeHtml(text)}</span>` : escapeHtml(text);
  };
  const putBreak = () => {
    html += '\n';
  };
  if (parser) highlightCode(code, parser.parse(code), highlighter, putText, putBreak);
  else if (mode) highlightWithMode(code.replace(/\n$/, ''), mode, putText, putBreak);
  return parser ? html : `${html}\n`;
}
