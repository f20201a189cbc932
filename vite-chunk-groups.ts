import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** Code shared by tool screens: small components, hooks, helpers, icons. */
const SHARED_TOOL_CODE = /[\\/]src[\\/](components|hooks|lib)[\\/]|[\\/]contract[\\/]|[\\/]node_modules[\\/]lucide-react[\\/]/;

/**
 * The zod/mini API that tool screens validate their stored state with, and the parts of zod 4's core it uses;
 * the rest of the core (JSON Schema, the schema compiler) only the AI tools' classic API needs.
 */
const ZOD_CORE_AND_MINI =
  /[\\/]node_modules[\\/]zod[\\/]((v4[\\/])?mini[\\/]|v4[\\/]core[\\/](index|core|util|errors|parse|regexes|checks|versions|schemas|api)\.js$)/;

/**
 * The code pane (the editor and the CodeMirror commands it binds) and the kit's panes built on it. Nearly every
 * tool that shows a pane shows a document pane, so one chunk saves a deep link one or two round trips.
 */
const CODE_PANES =
  /[\\/]src[\\/]components[\\/](code-pane|code-editor|size-aware-syntax|text-marks|document-pane|text-pane|two-pane-page)\.tsx?$|[\\/]node_modules[\\/]@codemirror[\\/]commands[\\/]/;

/**
 * What only the Hash and HMAC Generators share (the algorithm table, digest forms, the digest table and the compare
 * panel): 3.7 KB gzip that every other tool would fetch in the tool-kit. Not hash-job or hashers: those are the
 * hashing chunk itself, loaded with the first job.
 */
const HASHING_UI =
  /[\\/]src[\\/](lib[\\/]hashing[\\/](algorithms|byte-input|digest-text|identify-hash)\.ts|components[\\/](digest-table|expected-digest)\.tsx)$/;

/**
 * Groups for `output.codeSplitting`: one "tool-kit" chunk with the code that tool screens share, instead of
 * a dozen sub-kilobyte chunks per tool that a browser fetches six at a time over HTTP/1.1.
 *
 * The first group only records which modules the landing page's entry uses after tree-shaking (Rolldown's
 * `$initial` tag; a module graph walk would count every icon behind lucide-react's barrel) and captures none:
 * those stay in the entry chunk, or the landing page would fetch the tool-kit too. A module joins the tool-kit
 * only if everything it imports is in the entry chunk or the tool-kit, so the tool-kit never pulls a library
 * (CodeMirror, DOMPurify, pdf.js) into a tool that does not use it.
 */
export function toolChunkGroups(): Rolldown.CodeSplittingGroup[] {
  const initial = new Set<string>();
  const eligible = new Map<string, boolean>();
  const isEligible = (id: string, context: ChunkingContext, visiting: Set<string>): boolean => {
    const known = eligible.get(id);
    if (known !== undefined) return known;
    if (initial.has(id)) return true;
    if (visiting.has(id)) return true; // a cycle inside the candidates decides nothing by itself
    const info = context.getModuleInfo(id);
    visiting.add(id);
    const result =
      info !== null && SHARED_TOOL_CODE.test(id) && info.importedIds.every((imported) => initial.has(imported) || isEligible(imported, context, visiting));
    visiting.delete(id);
    if (visiting.size === 0) eligible.set(id, result);
    return result;
  };
  return [
    {
      name: (id) => {
        initial.add(id);
        return null;
      },
      tags: ['$initial'],
    },
    {
      // zod's core and its mini API in one chunk: local tools need both, and the AI tools' classic API (in their own chunk) builds on the core.
      name: (id) => (!initial.has(id) && ZOD_CORE_AND_MINI.test(id) ? 'zod' : null),
    },
    {
      name: (id) => (!initial.has(id) && CODE_PANES.test(id) ? 'code-pane' : null),
      includeDependenciesRecursively: false,
    },
    {
      name: (id) => (!initial.has(id) && HASHING_UI.test(id) ? 'hashing-ui' : null),
      includeDependenciesRecursively: false,
    },
    {
      name: (id, context) => (!initial.has(id) && isEligible(id, context, new Set()) ? 'tool-kit' : null),
      minShareCount: 2,
      includeDependenciesRecursively: false,
    },
  ];
}
