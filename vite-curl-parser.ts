import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module curlconverter's tokenizer imports its bash parser from (Node's tree-sitter, or webParser.js in a browser); the dev server adds a query. */
const PARSER_IMPORT = /[\\/]node_modules[\\/]curlconverter[\\/]dist[\\/]src[\\/]shell[\\/]tokenizer\.js(\?.*)?$/;
const WEB_PARSER = fileURLToPath(new URL('./src/tools/http-request-helpers/bash-parser.web.ts', import.meta.url));

/**
 * curlconverter's browser parser (webParser.js) loads its two WebAssembly files from "/tree-sitter.wasm" and
 * "/tree-sitter-bash.wasm", outside the build. This points the tokenizer at the HTTP Request Helpers' own parser,
 * which imports them as build assets: hashed, precached for offline use, and fetched with the converter's chunk only.
 */
export function curlParser(): Plugin {
  return {
    name: 'devdeck-curl-parser',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './Parser.js' && importer !== undefined && PARSER_IMPORT.test(importer) ? WEB_PARSER : null;
    },
  };
}
