import { describe, expect, it, vi } from 'vitest';
import jsonBeautifier from '@/tools/json-beautifier';
import jsonBeautifierAliases from '@/tools/json-beautifier/aliases';
import { buildCommands } from './commands';

describe('buildCommands', () => {
  const actions = { openTool: vi.fn(), prefetchTool: vi.fn(), goHome: vi.fn(), toggleTheme: vi.fn() };
  const converter = { ...jsonBeautifier, id: 'converter', title: 'Converter' };
  const aliases = [
    ...jsonBeautifierAliases.map((alias) => ({ ...alias, toolId: 'json-beautifier' })),
    { id: 'yaml-to-json', title: 'YAML to JSON', state: { from: 'yaml' }, toolId: 'converter' },
  ];
  const commands = buildCommands([jsonBeautifier, converter], aliases, actions);

  it('tags each tool with its category and each action as an action', () => {
    expect(commands.map((command) => [command.label, command.tag])).toEqual([
      ['JSON Beautifier', 'Data & formats'],
      ['JSON Prettify and Format', 'Data & formats'],
      ['JSON Viewer', 'Data & formats'],
      ['JSON Minify', 'Data & formats'],
      ['Converter', 'Data & formats'],
      ['YAML to JSON', 'Data & formats'],
      ['Go home', 'Action'],
      ['Toggle theme', 'Action'],
    ]);
  });

  it('gives every alias an entry of its own that opens the alias, so the tool opens preset', () => {
    const alias = commands.find((command) => command.label === 'YAML to JSON');
    expect(alias?.detail).toBe('Opens Converter preset');
    alias?.run();
    expect(actions.openTool).toHaveBeenCalledWith('yaml-to-json');
    alias?.prefetch?.();
    expect(actions.prefetchTool).toHaveBeenCalledWith(converter);
  });
});
