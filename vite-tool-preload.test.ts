import { describe, expect, it } from 'vitest';
import { toolPreloadMap, type ChunkFacts } from './vite-tool-preload';

const chunk = (fileName: string, facts: Partial<ChunkFacts> = {}): ChunkFacts => ({
  fileName,
  imports: [],
  isEntry: false,
  isDynamicEntry: false,
  facadeModuleId: null,
  ...facts,
});

// The shapes Rolldown gives this app's build: the entry, tool screens, the shared editor chunks, an editor
// language the editor imports on demand, and a worker.
const build: ChunkFacts[] = [
  chunk('assets/index.js', { isEntry: true, imports: ['assets/runtime.js'] }),
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
  chunk('assets/yaml-language.js', {
    isDynamicEntry: true,
    facadeModuleId: '/app/src/components/yaml-language.ts',
    imports: ['assets/lezer.js'],
  }),
  chunk('assets/js-minifier.worker.js', { isDynamicEntry: true, facadeModuleId: '/app/src/tools/js-minifier/js-minifier.worker.ts' }),
];

describe('toolPreloadMap', () => {
  it("maps each tool to its screen's chunks and what they import, not its editor language", () => {
    const map = toolPreloadMap(build);
    expect(map).toEqual({
      'js-minifier': ['assets/js-minifier.screen.js', 'assets/code-pane.js', 'assets/codemirror.js'],
      'yaml-formatter': ['assets/yaml-formatter.screen.js', 'assets/code-pane.js', 'assets/codemirror.js'],
    });
  });

  it('leaves out what the entry already loads', () => {
    for (const files of Object.values(toolPreloadMap(build))) {
      expect(files).not.toContain('assets/index.js');
      expect(files).not.toContain('assets/runtime.js');
    }
  });
});
