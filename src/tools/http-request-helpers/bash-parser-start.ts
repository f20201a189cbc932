/**
 * Readies curlconverter's bash parser before a conversion. In Node (tests, the bench) it is tree-sitter's native
 * parser, ready at once; the browser build swaps this module for bash-parser.web.ts (vite-curl-parser.ts), which
 * fetches and compiles its WebAssembly here.
 */
export const startBashParser = (): Promise<void> => Promise.resolve();
