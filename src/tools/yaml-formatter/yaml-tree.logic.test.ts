import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import type { JsonNode } from '@/lib/json-ast';
import { yamlTree } from './yaml-tree.logic';

function shape(node: JsonNode): unknown {
  if (node.kind === 'object') return node.entries.map((entry) => [entry.key, shape(entry.value)]);
  if (node.kind === 'array') return node.items.map(shape);
  return node.raw;
}

const tree = (text: string) => shape(yamlTree([...parseAllDocuments(text)]));

describe('yamlTree', () => {
  it('shows maps in order, sequences, typed scalars and aliases by name', () => {
    expect(tree('b: 1\na: [x, true, null, 1.5]\nbase: &k {q: "1"}\nref: *k\n')).toEqual([
      ['b', '1'],
      ['a', ['"x"', 'true', 'null', '1.5']],
      ['base', [['q', '"1"']]],
      ['ref', '*k'],
    ]);
  });

  it('lists the documents of a stream', () => {
    expect(tree('a: 1\n---\n- 2\n')).toEqual([[['a', '1']], ['2']]);
  });
});
