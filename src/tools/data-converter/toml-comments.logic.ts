import { addKeyComments, isMap, type Comments, type DataMap, type DataValue } from './model.logic';

/**
 * smol-toml drops comments, so they are found here with a line scanner and hung on the keys of the
 * model read from the same text: the comment lines before a key or a [table] header, and a comment at
 * the end of a one-line `key = value`. Best effort: lines inside multi-line strings and arrays are skipped.
 */

/** A dotted key's parts, quoted parts unquoted: `a."b.c".d` → ['a', 'b.c', 'd']. */
export function splitDottedKey(text: string): string[] {
  const parts: string[] = [];
  const pattern = /\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([A-Za-z0-9_-]+))\s*(\.|$)/gy;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(text)) !== null) {
    const [, basic, literal, bare, dot] = match;
    parts.push(basic !== undefined ? (JSON.parse(`"${basic}"`) as string) : (literal ?? bare ?? ''));
    if (dot === '') return parts;
  }
  return [];
}

/** Where a `#` outside strings starts, or -1. */
function commentStart(line: string): number {
  let quote: string | null = null;
  for (let index = 0; index < line.length; index += 1) {
    const character = line[index];
    if (quote) {
      if (character === '\\' && quote === '"') index += 1;
      else if (character === quote) quote = null;
    } else if (character === '"' || character === "'") quote = character;
    else if (character === '#') return index;
  }
  return -1;
}

const child = (map: DataMap, key: string): DataMap | null => {
  const value: DataValue | undefined = map.get(key);
  if (isMap(value ?? null)) return value as DataMap;
  if (Array.isArray(value)) {
    const last = value[value.length - 1];
    return isMap(last ?? null) ? (last as DataMap) : null;
  }
  return null;
};

export function collectTomlComments(text: string, root: DataMap): Comments {
  const comments: Comments = { keys: new WeakMap() };
  // Arrays of tables are filled as their headers come: the n-th [[a]] is a's n-th table.
  const seen = new Map<string, number>();
  let table: DataMap | null = root;
  let pending: string[] = [];
  let skipUntil: string | null = null;
  let depth = 0;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (skipUntil !== null) {
      if (line.includes(skipUntil)) skipUntil = null;
      continue;
    }
    if (depth > 0) {
      const code = line.slice(0, Math.max(0, commentStart(line)) || line.length);
      depth += (code.match(/\[/g)?.length ?? 0) - (code.match(/\]/g)?.length ?? 0);
      continue;
    }
    if (line.startsWith('#')) {
      pending.push(line.slice(1));
      continue;
    }
    if (line === '') continue;
    const header = /^\[(\[)?([^\]]+)\]\]?/.exec(line);
    if (header) {
      const path = splitDottedKey(header[2] ?? '');
      const name = path.pop();
      let parent: DataMap | null = root;
      for (const part of path) parent = parent && child(parent, part);
      if (parent && name !== undefined) {
        if (pending.length) addKeyComments(comments, parent, name, { before: pending.join('\n') });
        const pathText = [...path, name].join('\u0000');
        const value = parent.get(name);
        if (header[1] && Array.isArray(value)) {
          const index = seen.get(pathText) ?? 0;
          seen.set(pathText, index + 1);
          const item = value[index];
          table = isMap(item ?? null) ? (item as DataMap) : null;
        } else table = isMap(value ?? null) ? (value as DataMap) : null;
      } else table = null;
      pending = [];
      continue;
    }
    const equals = line.indexOf('=');
    const path = equals > 0 ? splitDottedKey(line.slice(0, equals)) : [];
    const name = path.pop();
    let parent: DataMap | null = table;
    for (const part of path) parent = parent && child(parent, part);
    const value = line.slice(equals + 1).trim();
    const hash = commentStart(value);
    const code = (hash === -1 ? value : value.slice(0, hash)).trim();
    const multiLine = /^("""|''')/.exec(code);
    if (multiLine && !code.slice(3).includes(multiLine[1] ?? '')) skipUntil = multiLine[1] ?? null;
    else if (code.startsWith('[')) depth = (code.match(/\[/g)?.length ?? 0) - (code.match(/\]/g)?.length ?? 0);
    if (parent && name !== undefined && parent.has(name)) {
      const oneLine = skipUntil === null && depth <= 0;
      addKeyComments(comments, parent, name, {
        before: pending.length ? pending.join('\n') : undefined,
        after: oneLine && hash !== -1 ? value.slice(hash + 1) : undefined,
      });
    }
    pending = [];
  }
  return comments;
}
