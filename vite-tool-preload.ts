import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';

/** The file the plugin writes; public/theme-init.js loads it, on deep links only, alongside the app's entry. */
const SCRIPT = 'tool-preload.js';
/** A tool screen's module: src/tools/<id>/<id>.screen.tsx. */
const SCREEN = /[\\/]src[\\/]tools[\\/]([a-z0-9-]+)[\\/]\1\.screen\.tsx$/;

/** The module behind each editor language a tool declares (`codeLanguages` in its index.ts). */
const LANGUAGE_MODULES: Record<string, RegExp> = {
  json: /@codemirror[\\/]lang-json[\\/]/,
  sql: /@codemirror[\\/]lang-sql[\\/]/,
  javascript: /@codemirror[\\/]lang-javascript[\\/]/,
  typescript: /@codemirror[\\/]lang-javascript[\\/]/,
  css: /@codemirror[\\/]lang-css[\\/]/,
  java: /@codemirror[\\/]lang-java[\\/]/,
  python: /@codemirror[\\/]lang-python[\\/]/,
  php: /@codemirror[\\/]lang-php[\\/]/,
  csharp: /@codemirror[\\/]legacy-modes[\\/]mode[\\/]clike/,
  yaml: /[\\/]src[\\/]components[\\/]yaml-language\.ts$/,
  toml: /@codemirror[\\/]legacy-modes[\\/]mode[\\/]toml/,
  xml: /@codemirror[\\/]legacy-modes[\\/]mode[\\/]xml/,
};

/** The languages a tool's metadata declares, read from its source (the registry itself is in the entry). */
function declaredLanguages(id: string): string[] {
  const source = readFileSync(new URL(`./src/tools/${id}/index.ts`, import.meta.url), 'utf8');
  return [...(/codeLanguages:\s*\[([^\]]*)\]/.exec(source)?.[1]?.matchAll(/'([a-z]+)'/g) ?? [])].flatMap((match) => (match[1] ? [match[1]] : []));
}

/** The parts of a Rolldown output chunk the map is built from. */
export type ChunkFacts = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId' | 'moduleIds'>;

/** Every chunk a chunk needs before it can run: itself and its static imports, transitively. */
function staticClosure(fileName: string, chunks: ReadonlyMap<string, ChunkFacts>, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticClosure(imported, chunks, into);
  return into;
}

/**
 * Each tool's screen chunks and those of the editor languages it declares, less what the entry loads.
 * A language is found by the chunk that holds its module, not by a dynamic-entry facade: Rolldown gives a
 * module that is also a static dependency elsewhere (lang-javascript and lang-css, which lang-html imports)
 * no facade chunk of its own. A declared language found in no chunk fails the build, not silently.
 */
export function toolPreloadMap(chunkList: readonly ChunkFacts[], languagesOf: (toolId: string) => readonly string[]): Record<string, string[]> {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk] as const));
  const entry = chunkList.find((chunk) => chunk.isEntry);
  const loadedByEntry = entry ? staticClosure(entry.fileName, chunks) : new Set<string>();
  const files: Record<string, string[]> = {};
  for (const chunk of chunkList) {
    const id = chunk.isDynamicEntry && chunk.facadeModuleId ? SCREEN.exec(chunk.facadeModuleId)?.[1] : undefined;
    if (!id) continue;
    const needed = staticClosure(chunk.fileName, chunks);
    // The editor comes with the screen's code pane; the languages it declares are fetched as the screen renders.
    for (const language of languagesOf(id)) {
      const module = LANGUAGE_MODULES[language];
      const languageChunk = module && chunkList.find((candidate) => candidate.moduleIds.some((moduleId) => module.test(moduleId)));
      if (!languageChunk) throw new Error(`${id} declares the editor language "${language}", but no chunk of the build holds it (see LANGUAGE_MODULES)`);
      staticClosure(languageChunk.fileName, chunks, needed);
    }
    files[id] = [...needed].filter((file) => !loadedByEntry.has(file));
  }
  return files;
}

/**
 * A deep link or reload of `#/<tool-id>` would otherwise request the tool's code only once the app's
 * entry has arrived and run (about 100 ms later on this machine). This plugin writes a tiny classic
 * script with a map from each tool id to its screen's chunks (those the entry does not already load),
 * which public/theme-init.js adds to the head when the address names a tool (the landing page never
 * fetches it): it adds `modulepreload` links for the linked tool, so its code downloads alongside the
 * entry. External, not inline, so the Content-Security-Policy stays strict.
 */
export function toolPreload(): Plugin {
  return {
    name: 'devdeck:tool-preload',
    // The dev server has no build to map: it answers with an empty script, so a deep link stays quiet.
    configureServer(server) {
      server.middlewares.use(`/${SCRIPT}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end('');
      });
    },
    generateBundle(_, bundle) {
      const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
      const files = toolPreloadMap(chunks, declaredLanguages);
      const source = `// Written by vite-tool-preload.ts: preloads a deep-linked tool's code beside the app's entry.
(function () {
  var files = ${JSON.stringify(files)};
  var id = (/^#\\/?([a-z0-9-]+)/.exec(location.hash) || [])[1];
  (files[id] || []).forEach(function (file) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + file;
    document.head.appendChild(link);
  });
})();
`;
      this.emitFile({ type: 'asset', fileName: SCRIPT, source });
    },
  };
}
