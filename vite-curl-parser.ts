import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module curlconverter's tokenizer imports its bash parser from (Node's tree-sitter, or webParser.js in a browser); the dev server adds a query. */
const PARSER_IMPORT = /[\\/]node_modules[\\/]curlconverter[\\/]dist[\\/]src[\\/]shell[\\/]tokenizer\.js(\?.*)?$/;
const WEB_PARSER = fileURLToPath(new URL('./src/tools/http-request-helpers/bash-parser.web.ts', import.meta.url));
/** The tool's own "ready the parser" module, which in a browser is the web parser's start. */
const PARSER_START = './bash-parser-start';
const TOOL_FOLDER = /[\\/]src[\\/]tools[\\/]http-request-helpers[\\/][^\\/]+$/;

/**
 * curlconverter's browser parser (webParser.js) loads its two WebAssembly files from "/tree-sitter.wasm" and
 * "/tree-sitter-bash.wasm", outside the build. This points the tokenizer at the HTTP Request Helpers' own parser,
 * which imports them as build assets: hashed, precached for offline use, and fetched with the converter's chunk only.
 * The tool's bash-parser-start.ts (a no-op in Node, whose tree-sitter is native) becomes the same module, whose
 * startBashParser the tool awaits before a conversion.
 */
export function curlParser(): Plugin {
  return {
    name: 'devdeck-curl-parser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined) return null;
      if (source === './Parser.js' && PARSER_IMPORT.test(importer)) return WEB_PARSER;
      return source === PARSER_START && TOOL_FOLDER.test(importer.replace(/\?.*$/, '')) ? WEB_PARSER : null;
    },
  };
}
