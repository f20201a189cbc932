import { describe, expect, it } from 'vitest';
import type { JsonNode } from '@/lib/json-ast';
import { parseXml } from './xml-parse.logic';
import { XPATHS, xmlTree } from './xml-tree.logic';

function tree(xml: string): JsonNode {
  const parsed = parseXml(xml);
  if (!parsed.ok) throw new Error(parsed.message);
  return xmlTree(parsed.document);
}

/** The tree as plain data: keys to values, leaves as shown. */
function shape(node: JsonNode): unknown {
  if (node.kind === 'object') return node.entries.map((entry) => [entry.key, shape(entry.value)]);
  if (node.kind === 'array') return node.items.map(shape);
  return node.raw;
}

describe('xmlTree', () => {
  it('keys every node by its XPath step: attributes, repeated names by position, text, comments, instructions', () => {
    const xml =
      '<?xml version="1.0"?><!-- top --><deps a="1"><dep id="x"><v>1.0</v></dep><dep>plain</dep><?pi go?><p>Hi <b>you</b></p><c><![CDATA[<raw>]]></c><e/></deps>';
    expect(shape(tree(xml))).toEqual([
      ["processing-instruction('xml')", '"version=\\"1.0\\""'],
      ['comment()', '"top"'],
      [
        'deps',
        [
          ['@a', '"1"'],
          [
            'dep[1]',
            [
              ['@id', '"x"'],
              ['v', '"1.0"'],
            ],
          ],
          ['dep[2]', '"plain"'],
          ["processing-instruction('pi')", '"go"'],
          [
            'p',
            [
              ['text()', '"Hi"'],
              ['b', '"you"'],
            ],
          ],
          ['c', '"<raw>"'],
          ['e', '""'],
        ],
      ],
    ]);
  });

  it('writes XPaths from the root', () => {
    expect(XPATHS.append(XPATHS.root, 'project')).toBe('/project');
    expect(XPATHS.append('/project', 'dep[2]')).toBe('/project/dep[2]');
    expect(XPATHS.append('/project/dep[2]', '@id')).toBe('/project/dep[2]/@id');
  });

  it('builds the tree of a document 100,000 levels deep', () => {
    const depth = 100_000;
    let node = tree('<a>'.repeat(depth) + '</a>'.repeat(depth));
    let levels = 0;
    while (node.kind === 'object' && node.entries[0]) {
      node = node.entries[0].value;
      levels += 1;
    }
    expect(levels).toBe(depth);
  });
});
