import Parser from 'web-tree-sitter';
import bashGrammar from 'curlconverter/dist/tree-sitter-bash.wasm?url';
import runtime from 'web-tree-sitter/tree-sitter.wasm?url';

/**
 * curlconverter's bash parser in the browser, in place of its own webParser.js (vite-curl-parser.ts swaps them), which
 * fetches both WebAssembly files from the site's root. Here they are files of the build, served from our origin with
 * the converter's chunk, and fetched only when that chunk first loads.
 */

/** Fetched here rather than by the runtime, whose own fetch fails as an unhandled rejection and never settles its init. */
async function bytesOf(url: string): Promise<Uint8Array> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new Error(`could not load the bash parser (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  if (!response.ok) throw new Error(`could not load the bash parser (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

let parser: Parser | undefined;
let starting: Promise<void> | undefined;

/**
 * Fetches and compiles the runtime and the grammar, once; a conversion awaits it before curlconverter parses (a
 * failed start is tried again by the next one). Not a top-level await: Rolldown keeps the modules an async module
 * shares with the app's entry out of the entry, which split the landing page's script into 23 files (+6 KB gzip).
 */
export function startBashParser(): Promise<void> {
  starting ??= (async () => {
    const [runtimeBytes, grammarBytes] = await Promise.all([bytesOf(runtime), bytesOf(bashGrammar)]);
    // A runtime that cannot compile aborts instead of rejecting: onAbort turns that into a failure, so the job ends.
    await new Promise<void>((resolve, reject) => {
      const onAbort = (what: unknown) => reject(new Error(`could not start the bash parser (${String(what)})`));
      Parser.init({ wasmBinary: runtimeBytes, onAbort }).then(resolve, reject);
    });
    const started = new Parser();
    started.setLanguage(await Parser.Language.load(grammarBytes));
    parser = started;
  })().catch((error: unknown) => {
    starting = undefined;
    throw error;
  });
  return starting;
}

/** What curlconverter's tokenizer imports as its parser: tree-sitter's, once startBashParser has settled. */
export default {
  parse: (command: string) => {
    if (!parser) throw new Error('the bash parser has not started');
    return parser.parse(command);
  },
};
