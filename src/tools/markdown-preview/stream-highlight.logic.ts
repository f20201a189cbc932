import type { StreamParser } from '@codemirror/language';

/**
 * Highlighting for the languages the editor has no Lezer grammar for (shell, YAML, Go, Rust...):
 * CodeMirror's legacy stream modes, driven line by line by the small StringStream below, so the
 * worker needs neither @codemirror/language nor a DOM.
 */

type Mode = StreamParser<unknown>;

export const streamModes: Record<string, () => Promise<Mode>> = {
  shell: () => import('@codemirror/legacy-modes/mode/shell').then((module) => module.shell),
  yaml: () => import('@codemirror/legacy-modes/mode/yaml').then((module) => module.yaml),
  toml: () => import('@codemirror/legacy-modes/mode/toml').then((module) => module.toml),
  go: () => import('@codemirror/legacy-modes/mode/go').then((module) => module.go),
  rust: () => import('@codemirror/legacy-modes/mode/rust').then((module) => module.rust),
  ruby: () => import('@codemirror/legacy-modes/mode/ruby').then((module) => module.ruby),
  diff: () => import('@codemirror/legacy-modes/mode/diff').then((module) => module.diff),
  dockerfile: () => import('@codemirror/legacy-modes/mode/dockerfile').then((module) => module.dockerFile),
  c: () => import('@codemirror/legacy-modes/mode/clike').then((module) => module.c),
  cpp: () => import('@codemirror/legacy-modes/mode/clike').then((module) => module.cpp),
  csharp: () => import('@codemirror/legacy-modes/mode/clike').then((module) => module.csharp),
  kotlin: () => import('@codemirror/legacy-modes/mode/clike').then((module) => module.kotlin),
  swift: () => import('@codemirror/legacy-modes/mode/swift').then((module) => module.swift),
  lua: () => import('@codemirror/legacy-modes/mode/lua').then((module) => module.lua),
  sql: () => import('@codemirror/legacy-modes/mode/sql').then((module) => module.standardSQL),
};

export const streamAliases: Record<string, keyof typeof streamModes> = {
  sh: 'shell',
  bash: 'shell',
  shell: 'shell',
  zsh: 'shell',
  console: 'shell',
  shellsession: 'shell',
  yaml: 'yaml',
  yml: 'yaml',
  toml: 'toml',
  go: 'go',
  golang: 'go',
  rust: 'rust',
  rs: 'rust',
  ruby: 'ruby',
  rb: 'ruby',
  diff: 'diff',
  patch: 'diff',
  dockerfile: 'dockerfile',
  docker: 'dockerfile',
  c: 'c',
  h: 'c',
  cpp: 'cpp',
  'c++': 'cpp',
  cc: 'cpp',
  hpp: 'cpp',
  cs: 'csharp',
  csharp: 'csharp',
  kotlin: 'kotlin',
  kt: 'kotlin',
  swift: 'swift',
  lua: 'lua',
  sql: 'sql',
};

/** The subset of CodeMirror's StringStream that the stream modes call. */
class LineStream {
  pos = 0;
  start = 0;
  readonly lineStart = 0;
  readonly tabSize = 4;
  readonly indentUnit = 2;
  constructor(readonly string: string) {}
  eol() {
    return this.pos >= this.string.length;
  }
  sol() {
    return this.pos === 0;
  }
  peek() {
    return this.string.charAt(this.pos) || undefined;
  }
  next() {
    if (this.pos < this.string.length) return this.string.charAt(this.pos++);
    return undefined;
  }
  eat(match: string | RegExp | ((char: string) => boolean)) {
    const char = this.string.charAt(this.pos);
    const ok = typeof match === 'string' ? char === match : char !== '' && (match instanceof RegExp ? match.test(char) : match(char));
    if (!ok) return undefined;
    this.pos += 1;
    return char;
  }
  eatWhile(match: string | RegExp | ((char: string) => boolean)) {
    const start = this.pos;
    while (this.eat(match)) {
      // eat advances
    }
    return this.pos > start;
  }
  eatSpace() {
    const start = this.pos;
    while (/[\s\u00a0]/.test(this.string.charAt(this.pos))) this.pos += 1;
    return this.pos > start;
  }
  skipToEnd() {
    this.pos = this.string.length;
  }
  skipTo(char: string) {
    const found = this.string.indexOf(char, this.pos);
    if (found < 0) return false;
    this.pos = found;
    return true;
  }
  backUp(count: number) {
    this.pos -= count;
  }
  column() {
    return this.start;
  }
  indentation() {
    return /^\s*/.exec(this.string)?.[0].length ?? 0;
  }
  match(pattern: string | RegExp, consume = true, caseInsensitive = false): boolean | RegExpMatchArray | null {
    if (typeof pattern === 'string') {
      const fold = (text: string) => (caseInsensitive ? text.toLowerCase() : text);
      if (fold(this.string.substr(this.pos, pattern.length)) !== fold(pattern)) return null;
      if (consume) this.pos += pattern.length;
      return true;
    }
    const found = this.string.slice(this.pos).match(pattern);
    if (found && (found.index ?? 0) > 0) return null;
    if (found && consume) this.pos += found[0].length;
    return found;
  }
  current() {
    return this.string.slice(this.start, this.pos);
  }
  lookAhead() {
    return undefined;
  }
  baseToken() {
    return undefined;
  }
}

const STYLE_CLASSES: [RegExp, string][] = [
  [/\bcomment\b/, 'cm-tok-comment'],
  [/\b(?:string|string-2|quote|regexp|inserted)\b/, 'cm-tok-string'],
  [/\b(?:number|atom|bool|deleted)\b/, 'cm-tok-number'],
  [/\b(?:keyword|builtin|operatorKeyword|controlKeyword)\b/, 'cm-tok-keyword'],
  [/\b(?:def|property|attribute|type|typeName|tag|variable-2|header)\b/, 'cm-tok-property'],
];

const classFor = (style: string | null | undefined) => (style ? (STYLE_CLASSES.find(([pattern]) => pattern.test(style))?.[1] ?? '') : '');

/** The code run through a stream mode, as (text, class) runs and line breaks. */
export function highlightWithMode(code: string, mode: Mode, putText: (text: string, className: string) => void, putBreak: () => void): void {
  const state = mode.startState ? mode.startState(2) : {};
  code.split('\n').forEach((line, index) => {
    if (index > 0) putBreak();
    if (line === '') {
      mode.blankLine?.(state, 2);
      return;
    }
    // Typed as CodeMirror's StringStream, whose remaining members no mode here uses.
    const stream = new LineStream(line) as unknown as Parameters<Mode['token']>[0];
    let guard = 0;
    while (!stream.eol() && guard++ < line.length + 10) {
      stream.start = stream.pos;
      const style = mode.token(stream, state);
      // A mode must move on; one that does not gets the rest of the line as plain text.
      if (stream.pos <= stream.start) stream.pos = line.length;
      putText(line.slice(stream.start, stream.pos), classFor(style));
    }
  });
}
