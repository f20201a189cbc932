import Parser from 'web-tree-sitter';
import bashGrammar from 'curlconverter/dist/tree-sitter-bash.wasm?url';
import runtime from 'web-tree-sitter/tree-sitter.wasm?url';

/**
 * curlconverter's bash parser in the browser, in place of its own webParser.js (vite-curl-parser.ts swaps them), which
 * fetches both WebAssembly files from the site's root. Here they are files of the build, served from our origin with
 * the converter's chunk, and fetched only when that chunk first loads.
 */
await Parser.init({ locateFile: () => runtime });
const parser = new Parser();
parser.setLanguage(await Parser.Language.load(bashGrammar));

export default parser;
