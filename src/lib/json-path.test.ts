import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonAst } from './json-ast';
import { appendPath, childAt, childRanges, EXPAND_ALL, expansionKeys, jsonPath, rangeKey, summarize, type ExpandOptions, type PathSegment } from './json-path';

describe('jsonPath', () => {
  it.each<[readonly PathSegment[], string]>([
    [[], '$'],
    [['store'], '$.store'],
    [['store', 'book', 0, 'title'], '$.store.book[0].title'],
    [[3], '$[3]'],
    [[0, 12, 'a'], '$[0][12].a'],
    [['first name'], "$['first name']"],
    [["it's"], "$['it\\'s']"],
    [['back\\slash'], "$['back\\\\slash']"],
    [[''], "$['']"],
    [['0'], "$['0']"],
    [['9lives'], "$['9lives']"],
    [['a-b'], "$['a-b']"],
    [['_private', '$ref'], '$._private.$ref'],
    [['caf\u00e9'], "$['caf\u00e9']"],
    [['line\nbreak\ttab'], "$['line\\nbreak\\ttab']"],
    [['bell\u0007'], "$['bell\\u0007']"],
    [['a.b', 'c'], "$['a.b'].c"],
  ])('%j → %s', (segments, expected) => {
    expect(jsonPath(segments)).toBe(expected);
  });

  it('appendPath extends a parent path as jsonPath would', () => {
    expect(appendPath(jsonPath(['store']), 'first name')).toBe(jsonPath(['store', 'first name']));
    expect(appendPath('$', 4)).toBe('$[4]');
  });
});

describe('summarize', () => {
  it.each([
    ['{"a":1,"b":2,"c":3}', '{3 keys}'],
    ['{"a":1}', '{1 key}'],
    ['{}', '{}'],
    [`[${Array.from({ length: 12 }, (_, i) => i).join(',')}]`, '[12 items]'],
    ['[null]', '[1 item]'],
    ['[]', '[]'],
    [`[${Array.from({ length: 100_000 }, () => 0).join(',')}]`, '[100,000 items]'],
    ['"text"', '"text"'],
    ['1.50', '1.50'],
    ['true', 'true'],
  ])('%s → %s', (text, expected) => {
    expect(summarize(parseJsonAst(text))).toBe(expected);
  });
});

describe('childRanges and rangeKey', () => {
  it.each([
    [0, []],
    [100, []],
    [
      101,
      [
        [0, 99],
        [100, 100],
      ],
    ],
    [
      250,
      [
        [0, 99],
        [100, 199],
        [200, 249],
      ],
    ],
  ])('%i children', (count, expected) => {
    expect(childRanges(count).map((range) => [range.start, range.end])).toEqual(expected);
  });

  it('keys a range as a slice, which no normalised path equals', () => {
    expect(rangeKey('$.a', { start: 100, end: 199 })).toBe('$.a[100:200]');
  });

  it('childAt gives keys for entries and indices for items', () => {
    const root = parseJsonAst('{"x":[true,1]}');
    const x = childAt(root as Extract<typeof root, { kind: 'object' }>, 0);
    expect(x.segment).toBe('x');
    expect(childAt(x.node as Extract<typeof root, { kind: 'array' }>, 1)).toEqual({ segment: 1, node: { kind: 'number', raw: '1' } });
  });
});

describe('expansionKeys', () => {
  const all: ExpandOptions = { maxDepth: Number.POSITIVE_INFINITY, maxNodes: 10_000, maxRows: 100_000, openRanges: true };
  const doc = parseJsonAst('{"store":{"book":[{"title":"A"},{"title":"B","tags":[]}],"bike":{"color":"red"}},"n":1}');

  it('opens every non-empty container breadth-first', () => {
    expect(expansionKeys(doc, all)).toEqual({
      keys: ['$', '$.store', '$.store.book', '$.store.bike', '$.store.book[0]', '$.store.book[1]'],
      nodes: 6,
      capped: false,
    });
  });

  it('stops at maxDepth without calling it capped', () => {
    expect(expansionKeys(doc, { ...all, maxDepth: 1 })).toEqual({ keys: ['$', '$.store'], nodes: 2, capped: false });
  });

  it('stops at maxNodes and says so', () => {
    expect(expansionKeys(doc, { ...all, maxNodes: 3 })).toEqual({ keys: ['$', '$.store', '$.store.book'], nodes: 3, capped: true });
  });

  it('stops before the rows shown would pass maxRows, but always opens the root', () => {
    // $ shows 2 rows, $.store 2 more, $.store.book 2 more.
    expect(expansionKeys(doc, { ...all, maxRows: 5 }).keys).toEqual(['$', '$.store']);
    expect(expansionKeys(doc, { ...all, maxRows: 0 }).keys).toEqual(['$']);
  });

  it('opens ranges of a big array only when asked', () => {
    const big = parseJsonAst(`[${Array.from({ length: 250 }, (_, i) => `{"i":${i}}`).join(',')}]`);
    expect(expansionKeys(big, { ...all, openRanges: false }).keys).toEqual(['$']);
    const opened = expansionKeys(big, all);
    expect(opened.keys.slice(0, 5)).toEqual(['$', '$[0:100]', '$[100:200]', '$[200:250]', '$[0]']);
    expect(opened.nodes).toBe(1 + 3 + 250);
  });

  it('opens nothing for a leaf or an empty root', () => {
    expect(expansionKeys(parseJsonAst('42'), all).keys).toEqual([]);
    expect(expansionKeys(parseJsonAst('[]'), all).keys).toEqual(['$']);
  });

  it('walks only what it opens on a huge array', () => {
    const huge = parseJsonAst(`[${Array.from({ length: 100_000 }, () => '[1]').join(',')}]`);
    const started = performance.now();
    const result = expansionKeys(huge, EXPAND_ALL);
    expect(result.capped).toBe(true);
    expect(result.nodes).toBeLessThanOrEqual(EXPAND_ALL.maxNodes);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

/** Splits a path made by jsonPath back into segments: `.name`, `['quoted']` and `[3]`. */
function splitPath(path: string): PathSegment[] {
  expect(path.startsWith('$')).toBe(true);
  const segments: PathSegment[] = [];
  const pattern = /\.([A-Za-z_$][A-Za-z0-9_$]*)|\['((?:[^'\\]|\\.)*)'\]|\[(\d+)\]/gy;
  pattern.lastIndex = 1;
  while (pattern.lastIndex < path.length) {
    const match = pattern.exec(path);
    if (!match) throw new Error(`Cannot split ${path} at ${pattern.lastIndex}`);
    const [, name, quoted, index] = match;
    if (name !== undefined) segments.push(name);
    else if (quoted !== undefined) segments.push(unescapeKey(quoted));
    else segments.push(Number(index));
  }
  return segments;
}

function unescapeKey(quoted: string): string {
  const simple: Record<string, string> = { b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', "'": "'", '\\': '\\' };
  return quoted.replace(/\\(u[0-9a-f]{4}|.)/g, (_, escape: string) =>
    escape.startsWith('u') && escape.length === 5 ? String.fromCharCode(parseInt(escape.slice(1), 16)) : (simple[escape] ?? escape),
  );
}

describe('jsonPath properties', () => {
  const segment = fc.oneof(fc.string({ unit: 'binary' }), fc.nat(), fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$]{0,8}$/));

  it('starts with $, stays on one line and splits back into the same segments', () => {
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        const path = jsonPath(segments);
        expect(path.startsWith('$')).toBe(true);
        expect(path).not.toMatch(/[\n\r]/);
        expect(splitPath(path)).toEqual(segments);
      }),
    );
  });
});
