import { afterEach, describe, expect, it } from 'vitest';
import { ALIASES_KEY, toolPreloadMap, toolPreloadScript, type ChunkFacts } from './vite-tool-preload';

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
  chunk('assets/tool-aliases.js', { isDynamicEntry: true, facadeModuleId: '/app/src/tools/tool-aliases.ts', imports: ['assets/index.js'] }),
  chunk('assets/js-minifier.worker.js', { isDynamicEntry: true, facadeModuleId: '/app/src/tools/js-minifier/js-minifier.worker.ts' }),
];

describe('toolPreloadMap', () => {
  it("maps each tool to its screen's chunks and what they import, not its editor language", () => {
    const map = toolPreloadMap(build);
    expect(map).toEqual({
      'js-minifier': ['assets/js-minifier.screen.js', 'assets/code-pane.js', 'assets/codemirror.js'],
      'yaml-formatter': ['assets/yaml-formatter.screen.js', 'assets/code-pane.js', 'assets/codemirror.js'],
      [ALIASES_KEY]: ['assets/tool-aliases.js'],
    });
  });

  it('leaves out what the entry already loads', () => {
    for (const files of Object.values(toolPreloadMap(build))) {
      expect(files).not.toContain('assets/index.js');
      expect(files).not.toContain('assets/runtime.js');
    }
  });
});

describe('toolPreloadScript', () => {
  const files = { 'js-minifier': ['assets/js-minifier.screen.js', 'assets/code-pane.js', 'assets/codemirror.js'], [ALIASES_KEY]: ['assets/tool-aliases.js'] };
  const run = (hash: string) => {
    window.location.hash = hash;
    // The build's own text, run as the page runs it: a classic script, not a module.
    new Function(toolPreloadScript(files))();
  };
  const preloaded = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname);

  afterEach(() => {
    document.head.replaceChildren();
    window.location.hash = '';
  });

  it("preloads the linked tool's files", () => {
    run('#/js-minifier');
    expect(preloaded()).toEqual(['/assets/js-minifier.screen.js', '/assets/code-pane.js', '/assets/codemirror.js']);
  });

  it('skips files the page already asks for, as when the entry has run first', () => {
    const asked = document.createElement('link');
    asked.rel = 'modulepreload';
    asked.href = new URL('/assets/code-pane.js', window.location.href).href;
    document.head.append(asked);
    run('#/js-minifier');
    expect(preloaded()).toEqual(['/assets/code-pane.js', '/assets/js-minifier.screen.js', '/assets/codemirror.js']);
  });

  it('adds nothing on the landing page', () => {
    run('');
    expect(preloaded()).toEqual([]);
  });

  it("preloads the alias table for an id that is no tool's, which the app reads first", () => {
    run('#/json-prettify');
    expect(preloaded()).toEqual(['/assets/tool-aliases.js']);
  });
});
