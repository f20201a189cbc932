import { Braces, Regex } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import type { Command } from './commands';
import { commandSearcher } from './search-commands';

const command = (label: string, detail: string, keywords: string[] = []): Command => ({
  id: label,
  group: 'Tools',
  label,
  detail,
  tag: 'Text',
  keywords,
  icon: Braces,
  run: vi.fn(),
});

const commands = [
  command('JSON Beautifier', 'Formats and validates JSON.', ['prettify', 'format']),
  command('Regex Tester', 'Tests regular expressions.', ['regexp', 'pattern']),
  command('JWT Debugger', 'Decodes and verifies JSON Web Tokens.', ['token']),
  { ...command('Toggle theme', 'Switch between light and dark', ['dark mode']), group: 'Actions' as const, icon: Regex },
];
const search = commandSearcher(commands);
const labels = (query: string) => search(query).map((found) => found.label);

describe('commandSearcher', () => {
  it('lists everything, in order, for an empty query', () => {
    expect(labels('  ')).toEqual(commands.map((found) => found.label));
  });

  it.each([
    ['json beaut', 'JSON Beautifier'],
    ['jsn beautifer', 'JSON Beautifier'],
    ['regx', 'Regex Tester'],
    ['prettify', 'JSON Beautifier'],
    ['web token', 'JWT Debugger'],
    ['dark', 'Toggle theme'],
  ])('finds %j first: %s', (query, first) => {
    expect(labels(query)[0]).toBe(first);
  });

  it('finds nothing for nonsense', () => {
    expect(labels('qqqqzzzz')).toEqual([]);
  });

  it("matches a tool's search words, which load with the matcher, and returns the entry itself", () => {
    const tool = { ...command('Data Converter', 'Converts data.'), toolId: 'data-converter' };
    const searchWith = commandSearcher([tool], new Map([['data-converter', ['ndjson', 'spreadsheet']]]));
    expect(searchWith('ndjson')).toEqual([tool]);
    expect(commandSearcher([tool], new Map())('ndjson')).toEqual([]);
  });

  it('knows the search words of every registered tool', async () => {
    const { searchWords } = await import('@/tools/search-words');
    const { tools } = await import('@/tools/registry');
    expect([...searchWords.keys()].sort()).toEqual(tools.map((registered) => registered.id).sort());
    expect(searchWords.get('json-beautifier')).toContain('prettify');
  });
});
