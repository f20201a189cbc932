import { describe, expect, it } from 'vitest';
import { idInHash, targetForId } from './hash-target';
import { tools } from './registry';
import { toolAliases } from './tool-aliases';
import { TOOL_CATEGORIES } from './categories';
import jsonBeautifier from './json-beautifier';

describe('registry ids and aliases', () => {
  it('are unique kebab-case names across every tool and alias, so each deep link opens one thing', () => {
    const ids = [...tools.map((tool) => tool.id), ...toolAliases.map((alias) => alias.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
  });

  it('put every tool in a known category', () => {
    for (const tool of tools) expect(TOOL_CATEGORIES).toContain(tool.category);
  });

  it('resolve a tool id to the tool and an alias id to its tool and preset', () => {
    const alias = { id: 'test-only-alias', title: 'Test only', state: { from: 'yaml', to: 'json' }, toolId: 'converter' };
    const list = [...tools, { ...jsonBeautifier, id: 'converter' }];
    expect(targetForId('json-beautifier', list, [alias])).toEqual({ tool: jsonBeautifier });
    expect(targetForId('test-only-alias', list, [alias])).toEqual({ tool: list.at(-1), alias });
    expect(targetForId('test-only-alias', list, [])).toBeUndefined();
    expect(targetForId('no-such-tool', list, [alias])).toBeUndefined();
    expect(targetForId(undefined, list, [alias])).toBeUndefined();
  });

  it.each([
    ['#/json-beautifier', 'json-beautifier'],
    ['#json-beautifier?s=abc', 'json-beautifier'],
    ['#/yaml%2Dto-json', 'yaml-to-json'],
    ['', ''],
    ['#/%E0%A4%A', undefined],
  ])('reads the id of %j as %j', (hash, id) => {
    expect(idInHash(hash)).toBe(id);
  });
});
