import { describe, expect, it } from 'vitest';
import { parseRegex } from './regex-ast.logic';
import { drawRegex, type SvgNode } from './regex-diagram.logic';

function draw(pattern: string, flags = '') {
  const parsed = parseRegex(pattern, flags);
  if (!parsed.ok) throw new Error(parsed.message);
  return drawRegex(parsed.value);
}

function svgOf(pattern: string, flags = ''): SvgNode {
  const drawn = draw(pattern, flags);
  if (!drawn.ok) throw new Error(drawn.message);
  return drawn.svg;
}

/** Every element, depth first. */
const all = (node: SvgNode): SvgNode[] => [node, ...node.children.flatMap(all)];
/** The words in the diagram's boxes and labels, in drawing order. */
const texts = (node: SvgNode) => all(node).flatMap((element) => (element.text === undefined ? [] : [element.text]));
/** The y of each literal box: branches of a choice are drawn one under another. */
const boxRows = (node: SvgNode) =>
  new Set(
    all(node)
      .filter((element) => element.tag === 'rect' && element.attrs.rx === '10')
      .map((rect) => rect.attrs.y),
  );

describe('drawRegex', () => {
  it('draws an svg of the library own elements only', () => {
    const svg = svgOf('(?<user>\\w+)@example\\.com');
    expect(svg.tag).toBe('svg');
    expect(svg.attrs.viewBox).toMatch(/^0 0 \d+ \d+$/);
    expect(new Set(all(svg).map((element) => element.tag))).toEqual(new Set(['svg', 'g', 'path', 'rect', 'text']));
    expect(texts(svg)).toEqual(['group #1 user', 'word character', '"@example.com"']);
  });

  it('draws one branch per alternative, each on its own row', () => {
    const svg = svgOf('cat|dog|bird');
    expect(texts(svg)).toEqual(['"cat"', '"dog"', '"bird"']);
    expect(boxRows(svg).size).toBe(3);
  });

  it('draws a character class as a labelled choice of its members', () => {
    const svg = svgOf('[^a-z\\d_]');
    expect(texts(svg)).toEqual(['none of', '"a" – "z"', 'digit', '"_"']);
  });

  it('labels loops with their counts and laziness', () => {
    expect(texts(svgOf('a{2,5}'))).toEqual(['"a"', 'between 2 and 5 times']);
    expect(texts(svgOf('a{3}'))).toEqual(['"a"', 'exactly 3 times']);
    expect(texts(svgOf('a{0,4}?'))).toEqual(['"a"', 'between 1 and 4 times (lazy)']);
    expect(texts(svgOf('a+?'))).toEqual(['"a"', 'lazy']);
    expect(texts(svgOf('a*'))).toEqual(['"a"']);
  });

  it('draws anchors, lookarounds and backreferences in words', () => {
    expect(texts(svgOf('^(?=\\d)(a)\\1$', 'm'))).toEqual(['start of line', 'followed by', 'digit', 'group #1', '"a"', 'back to #1', 'end of line']);
    expect(texts(svgOf('(?<!x)\\b'))).toEqual(['not preceded by', '"x"', 'word boundary']);
  });

  it('draws v-flag classes: set operations and string literals', () => {
    expect(texts(svgOf('[\\p{L}--[a-z]]', 'v'))).toEqual(['one of (set operation)', '\\p{L}--[a-z]']);
    expect(texts(svgOf('[\\q{abc|xy}]', 'v'))).toEqual(['one of', '"abc"', '"xy"']);
  });

  it('keeps markup in the pattern as text: React escapes it when drawing', () => {
    expect(texts(svgOf('<script>&amp;"'))).toEqual(['"<script>&amp;\\""']);
  });

  it('refuses a pathological pattern with a message instead of laying out 10,000 branches', () => {
    const huge = Array.from({ length: 10_000 }, (_, index) => `w${index}`).join('|');
    const drawn = draw(huge);
    expect(drawn).toEqual({ ok: false, message: expect.stringMatching(/^This pattern has [\d,]+ parts, too many to draw \(the diagram draws up to 1,000\)/) });
  });
});
