import { describe, expect, it } from 'vitest';
import { filterTools } from '@/app/filter-tools';
import { targetForId } from './hash-target';
import { tools } from './registry';
import { searchWords } from './search-words';

/** IT-Tools' own page paths for jobs DevDeck does, with the tool each opens and the preset it applies. */
const IT_TOOLS_PAGES: [path: string, toolId: string, preset: unknown][] = [
  ['uuid-generator', 'guid-generator', { version: 'v4' }],
  ['base-converter', 'number-base-converter', {}],
  ['roman-numeral-converter', 'number-base-converter', { panel: 'roman' }],
  ['base64-string-converter', 'base64-converter', {}],
  ['base64-file-converter', 'base64-converter', {}],
  ['yaml-to-json-converter', 'data-converter', { from: 'yaml', to: 'json' }],
  ['json-to-yaml-converter', 'data-converter', { from: 'json', to: 'yaml' }],
  ['jwt-parser', 'jwt-debugger', {}],
  ['qrcode-generator', 'qr-code-generator', { kind: 'text' }],
  ['wifi-qrcode-generator', 'qr-code-generator', { kind: 'wifi' }],
  ['json-prettify', 'json-beautifier', {}],
  ['json-viewer', 'json-beautifier', { view: 'tree' }],
  ['json-minify', 'json-beautifier', {}],
  ['sql-prettify', 'sql-beautifier', {}],
  ['text-statistics', 'word-counter', {}],
  ['lorem-ipsum-generator', 'text-generator', { engine: 'local' }],
  ['emoji-picker', 'unicode-inspector', {}],
  ['otp-generator', 'otp-generator', undefined],
  ['url-parser', 'url-parser', undefined],
  ['safelink-decoder', 'url-parser', { view: 'unwrap' }],
  ['url-encoder', 'string-escaper', { format: 'url' }],
  ['string-obfuscator', 'secret-masking', {}],
];

/** DevToys' and CyberChef's names for jobs DevDeck does, and the tool a search for each must find. */
const PEER_NAMES: [name: string, toolId: string][] = [
  ['Text Comparer', 'text-diff'],
  ['List Comparer', 'list-tools'],
  ['JSON <> YAML', 'data-converter'],
  ['JSON Array to Table', 'data-converter'],
  ['Base64 Text', 'base64-converter'],
  ['Base64 Image', 'base64-converter'],
  ['JWT Decoder', 'jwt-debugger'],
  ['JSON Formatter', 'json-beautifier'],
  ['SQL Formatter', 'sql-beautifier'],
  ['XML Formatter', 'xml-formatter'],
  ['UUID Generator', 'guid-generator'],
  ['Lorem Ipsum Generator', 'text-generator'],
  ['Regular Expression Tester', 'regex-tester'],
  ['Text Escape / Unescape', 'string-escaper'],
  ['Text Analyzer', 'word-counter'],
  ['From Base64', 'base64-converter'],
  ['URL Decode', 'string-escaper'],
  ['From HTML Entity', 'string-escaper'],
  ['JSON Minify', 'json-beautifier'],
  ['CSS Beautify', 'css-minifier'],
  ['JavaScript Minify', 'js-minifier'],
  ['JWT Verify', 'jwt-debugger'],
  ['Generate UUID', 'guid-generator'],
  ['Parse QR Code', 'qr-code-generator'],
  ['To Snake case', 'case-converter'],
  ['From UNIX Timestamp', 'date-time-converter'],
  ['Render Markdown', 'markdown-preview'],
  ['From Base', 'number-base-converter'],
  ['GZip compress / decompress', 'compress-decompress'],
  ['Gzip', 'compress-decompress'],
  ['Gunzip', 'compress-decompress'],
  ['Zlib Deflate', 'compress-decompress'],
  ['Zlib Inflate', 'compress-decompress'],
  ['Raw Deflate', 'compress-decompress'],
  ['Raw Inflate', 'compress-decompress'],
  ['Unzip', 'compress-decompress'],
  ['Generate TOTP', 'otp-generator'],
  ['Generate HOTP', 'otp-generator'],
  ['URL parser', 'url-parser'],
  ['Parse URI', 'url-parser'],
  ['Outlook Safelink decoder', 'url-parser'],
  ['Encode/decode url formatted strings', 'string-escaper'],
  ['String obfuscator', 'secret-masking'],
  ['Redact', 'secret-masking'],
  ['Mask secrets', 'secret-masking'],
];

describe("peers' addresses", () => {
  it.each(IT_TOOLS_PAGES)("IT-Tools' %s opens %s with its preset", (path, toolId, preset) => {
    const target = targetForId(path, tools);
    expect(target?.tool.id).toBe(toolId);
    expect(target?.alias?.state).toEqual(preset);
  });

  it('give every alias a tool of its own and no tool id to shadow', () => {
    const toolIds = new Set(tools.map((tool) => tool.id));
    for (const tool of tools) {
      for (const alias of tool.aliases ?? []) {
        expect(toolIds.has(alias.id), alias.id).toBe(false);
        expect(targetForId(alias.id, tools)?.tool).toBe(tool);
      }
    }
  });

  it.each(PEER_NAMES)('a search for %j finds %s', (name, toolId) => {
    expect(filterTools(tools, name, searchWords).map((tool) => tool.id)).toContain(toolId);
  });
});
