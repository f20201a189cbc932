import { Braces } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import type { ToolCategory } from '@/tools/categories';
import { defineTool } from '@/tools/define-tool';
import { filterTools, groupByCategory } from './filter-tools';

const make = (id: string, title: string, description: string, category: ToolCategory = 'Text') =>
  defineTool({
    id,
    title,
    description,
    category,
    icon: Braces,
    color: '#000',
    kind: 'local',
    load: () => Promise.resolve({ default: () => null }),
  });

// Tool a's keywords, then its alias's title and id, as search-words.ts gives them.
const words = new Map([['a', ['json', 'ndjson', 'YAML to JSON', 'yaml-to-json']]]);

const list = [
  make('b', 'base64 Converter', 'Encodes Base64.', 'Encoding & security'),
  make('a', 'Zeta', 'Last.', 'Data & formats'),
  make('c', 'alpha', 'First.', 'Data & formats'),
];

describe('landing helpers', () => {
  it.each([
    ['', ['b', 'a', 'c']],
    ['BASE', ['b']],
    ['json', ['a']],
    ['encodes base64', ['b']],
    ['first last', []],
    ['nothing', []],
    ['yaml to json', ['a']],
    ['yaml-to-json', ['a']],
    ['data & formats', ['a', 'c']],
  ])('query %j finds %j', (query, ids) => {
    expect(filterTools(list, query, words).map((tool) => tool.id)).toEqual(ids);
  });

  it('matches search words only once they are given (they load on the first search)', () => {
    expect(filterTools(list, 'ndjson').map((tool) => tool.id)).toEqual([]);
    expect(filterTools(list, 'ndjson', words).map((tool) => tool.id)).toEqual(['a']);
  });

  it('groups by category in the fixed section order, each section in the list order, leaving empty sections out', () => {
    expect(groupByCategory(list).map(({ category, tools }) => [category, tools.map((tool) => tool.id)])).toEqual([
      ['Data & formats', ['a', 'c']],
      ['Encoding & security', ['b']],
    ]);
  });
});
