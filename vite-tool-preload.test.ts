import { describe, expect, it } from 'vitest';
import { toolPreloadMap, type ChunkFacts } from './vite-tool-preload';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  imports: [],
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  moduleIds: [],
  ...facts,
});

// The shapes Rolldown gives this app's build: the entry, a tool screen, the shared editor chunks and two
// kinds of language chunk: one with a facade of its own (a dynamic entry) and one merged without a facade,
// as it does for @codemirror/lang-javascript, which @codemirror/lang-html also imports.
const build: ChunkFacts[] = [
  chunk('assets/index.js', { isEntry: true, imports: ['assets/runtime.js'], moduleIds: ['/app/src/main.tsx'] }),
  chunk('assets/runtime.js'),
  chunk('assets/js-minifier.screen.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/tools/js-minifier/js-minifier.screen.tsx',
    imports: ['assets/code-pane.js', 'assets/index.js'],
  }),
  chunk('assets/yaml-formatter.screen.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/tools/yaml-formatter/yaml-formatter.screen.tsx',
    imports: ['assets/code-pane.js'],
  }),
  chunk('assets/code-pane.js', { imports: ['assets/codemirror.js'] }),
  chunk('assets/codemirror.js', { imports: ['assets/runtime.js'] }),
  chunk('assets/lezer.js', { imports: ['assets/codemirror.js'] }),
  chunk('assets/lang-javascript.js', {
    imports: ['assets/lezer.js', 'assets/codemirror.js', 'assets/runtime.js'],
    moduleIds: ['/app/node_modules/@lezer/javascript/dist/index.js', '/app/node_modules/@codemirror/lang-javascript/dist/index.js'],
  }),
  chunk('assets/yaml-language.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/components/yaml-language.ts',
    imports: ['assets/lezer.js'],
    moduleIds: ['/app/src/components/yaml-language.ts'],
  }),
  chunk('assets/js-minifier.worker.js', { isDynamicEntry: true, facadeModuleId: '/app/src/tools/js-minifier/js-minifier.worker.ts' }),
];

const languages: Record<string, string[]> = { 'js-minifier': ['javascript'], 'yaml-formatter': ['yaml'] };

describe('toolPreloadMap', () => {
  it.each([
    // Rolldown gives lang-javascript no facade of its own: lang-html imports it too.
    ['a language chunk with no facade', 'js-minifier', 'assets/lang-javascript.js'],
    ['a language chunk that is a dynamic entry of its own', 'yaml-formatter', 'assets/yaml-language.js'],
  ])('preloads %s, with what it imports', (_, toolId, languageChunk) => {
    const map = toolPreloadMap(build, (id) => languages[id] ?? []);
    expect(map[toolId]).toEqual([`assets/${toolId}.screen.js`, 'assets/code-pane.js', 'assets/codemirror.js', languageChunk, 'assets/lezer.js']);
  });

  it('leaves out what the entry already loads and maps only tool screens', () => {
    const map = toolPreloadMap(build, (id) => languages[id] ?? []);
    expect(Object.keys(map).sort()).toEqual(['js-minifier', 'yaml-formatter']);
    for (const files of Object.values(map)) expect(files).not.toContain('assets/runtime.js');
  });

  it('fails the build, naming the tool, when a declared language is in no chunk', () => {
    expect(() => toolPreloadMap(build, (id) => (id === 'js-minifier' ? ['css'] : []))).toThrow('js-minifier declares the editor language "css"');
  });
});
