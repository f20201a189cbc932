import type { Plugin, Rolldown } from 'vite';

/** The file the plugin writes; public/theme-init.js loads it, on deep links only, alongside the app's entry. */
const SCRIPT = 'tool-preload.js';
/** A tool screen's module: src/tools/<id>/<id>.screen.tsx. */
const SCREEN = /[\\/]src[\\/]tools[\\/]([a-z0-9-]+)[\\/]\1\.screen\.tsx$/;
/** Every tool's aliases (src/tools/tool-aliases.ts), which an id that is no tool's needs first. */
const ALIASES = /[\\/]src[\\/]tools[\\/]tool-aliases\.ts$/;
/** The map's key for the alias table's chunks: not a tool id, which starts with a letter. */
export const ALIASES_KEY = '*aliases';

/** The parts of a Rolldown output chunk the map is built from. */
export type ChunkFacts = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'isDynamicEntry' | 'facadeModuleId'>;

/** Every chunk a chunk needs before it can run: itself and its static imports, transitively. */
function staticClosure(fileName: string, chunks: ReadonlyMap<string, ChunkFacts>, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) staticClosure(imported, chunks, into);
  return into;
}

/**
 * Each tool's screen chunks, less what the entry loads. Not the editor languages the tool declares: the
 * editor asks for its grammar once it has painted, and a grammar fetched and compiled beside the screen
 * competed with it for the two cores here (JS Minifier's deep link painted 13 ms sooner without, JSON
 * Diff's 15 ms, paired over 30 rounds). An empty editor, what a deep link shows, has nothing to highlight.
 */
export function toolPreloadMap(chunkList: readonly ChunkFacts[]): Record<string, string[]> {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk] as const));
  const entry = chunkList.find((chunk) => chunk.isEntry);
  const loadedByEntry = entry ? staticClosure(entry.fileName, chunks) : new Set<string>();
  const files: Record<string, string[]> = {};
  for (const chunk of chunkList) {
    const module = chunk.isDynamicEntry ? (chunk.facadeModuleId ?? '') : '';
    const id = SCREEN.exec(module)?.[1] ?? (ALIASES.test(module) ? ALIASES_KEY : undefined);
    if (id) files[id] = [...staticClosure(chunk.fileName, chunks)].filter((file) => !loadedByEntry.has(file));
  }
  return files;
}

/**
 * The script's text: `modulepreload` links for the linked tool's files. Files the page already asks for are
 * skipped: the script is async and often runs after the entry, whose own preloading (Vite's helper, on the
 * tool's import) has added the same links; adding them again cost 2–7 ms of the main thread per deep link,
 * just before the tool's code runs.
 */
export function toolPreloadScript(files: Record<string, string[]>): string {
  return `// Written by vite-tool-preload.ts: preloads a deep-linked tool's code beside the app's entry.
(function () {
  var files = ${JSON.stringify(files)};
  var id = (/^#\\/?([a-z0-9-]+)/.exec(location.hash) || [])[1];
  var requested = {};
  var links = document.getElementsByTagName('link');
  for (var index = 0; index < links.length; index++) requested[links[index].href] = true;
  // An id that is no tool's may be an alias (IT-Tools' json-prettify, say): the app reads the alias table first.
  (id ? files[id] || files[${JSON.stringify(ALIASES_KEY)}] || [] : []).forEach(function (file) {
    var link = document.createElement('link');
    link.href = '/' + file;
    if (requested[link.href]) return;
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    document.head.appendChild(link);
  });
})();
`;
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
      const source = toolPreloadScript(toolPreloadMap(chunks));
      this.emitFile({ type: 'asset', fileName: SCRIPT, source });
    },
  };
}
