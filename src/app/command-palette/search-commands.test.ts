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
});
