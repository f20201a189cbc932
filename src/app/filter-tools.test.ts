import { Braces } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { defineTool } from '@/tools/define-tool';
import { filterTools, sortByTitle } from './filter-tools';

const make = (id: string, title: string, description: string, keywords: string[] = []) =>
  defineTool({ id, title, description, keywords, icon: Braces, color: '#000', kind: 'local', load: () => Promise.resolve({ default: () => null }) });

const list = [make('b', 'base64 Converter', 'Encodes Base64.'), make('a', 'Zeta', 'Last.', ['json']), make('c', 'alpha', 'First.')];

describe('landing helpers', () => {
  it('sorts by title, ignoring case', () => {
    expect(sortByTitle(list).map((tool) => tool.title)).toEqual(['alpha', 'base64 Converter', 'Zeta']);
  });

  it.each([
    ['', ['b', 'a', 'c']],
    ['BASE', ['b']],
    ['json', ['a']],
    ['encodes base64', ['b']],
    ['first last', []],
    ['nothing', []],
  ])('query %j finds %j', (query, ids) => {
    expect(filterTools(list, query).map((tool) => tool.id)).toEqual(ids);
  });
});
