import { describe, expect, it } from 'vitest';
import { filterTools } from '@/app/filter-tools';
import { targetForId } from './hash-target';
import { tools } from './registry';
import { toolAliases } from './tool-aliases';
import { searchWords } from './search-words';

/** IT-Tools' own page paths for jobs DevDeck does, with the tool each opens and the preset it applies. */
const IT_TOOLS_PAGES: [path: string, toolId: string, preset: unknown][] = [
  ['uuid-generator', 'guid-generator', { version: 'v4' }],
  ['ulid-generator', 'guid-generator', { version: 'ulid' }],
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
  ['json-minify', 'json-beautifier', { minify: true }],
  ['sql-prettify', 'sql-beautifier', {}],
  ['text-statistics', 'word-counter', {}],
  ['lorem-ipsum-generator', 'text-generator', { engine: 'local' }],
  ['emoji-picker', 'unicode-inspector', {}],
  ['otp-generator', 'otp-generator', undefined],
  ['bip39-generator', 'bip39-generator', undefined],
  ['token-generator', 'password-generator', { view: 'generate', mode: 'password' }],
  ['password-strength-analyser', 'password-generator', { view: 'analyse' }],
  ['bcrypt', 'password-hashing', { algorithm: 'bcrypt' }],
  ['encryption', 'encrypt-decrypt', { format: 'openssl', opensslKdf: 'md5', keyBits: '256' }],
  ['basic-auth-generator', 'http-request-helpers', { panel: 'basic' }],
  ['rsa-key-pair-generator', 'keys-and-certificates', { mode: 'generate', algorithm: 'RSA' }],
  ['certificate-decoder', 'keys-and-certificates', { mode: 'inspect' }],
  ['csr-decoder', 'keys-and-certificates', { mode: 'inspect' }],
  ['ssh-key-converter', 'keys-and-certificates', { mode: 'inspect', format: 'openssh' }],
  ['text-to-binary', 'text-encodings', { mode: 'encode', encoding: 'binary' }],
  ['hash-text', 'hash-generator', { read: 'utf8' }],
  ['hmac-generator', 'hmac-generator', undefined],
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
  ['Password Generator', 'password-generator'],
  ['Pseudo-Random Number Generator', 'password-generator'],
  ['Bcrypt', 'password-hashing'],
  ['Bcrypt compare', 'password-hashing'],
  ['Bcrypt parse', 'password-hashing'],
  ['Scrypt', 'password-hashing'],
  ['Derive PBKDF2 key', 'password-hashing'],
  ['Argon2', 'password-hashing'],
  ['Argon2 compare', 'password-hashing'],
  ['AES Encrypt', 'encrypt-decrypt'],
  ['AES Decrypt', 'encrypt-decrypt'],
  ['ChaCha20-Poly1305', 'encrypt-decrypt'],
  ['Basic auth generator', 'http-request-helpers'],
  ['curl to fetch', 'http-request-helpers'],
  ['curl to python', 'http-request-helpers'],
  ['Set-Cookie', 'http-request-helpers'],
  ['Authorization header', 'http-request-helpers'],
  ['Certificate', 'keys-and-certificates'],
  ['Parse X.509 certificate', 'keys-and-certificates'],
  ['Generate RSA Key Pair', 'keys-and-certificates'],
  ['PEM to Hex', 'keys-and-certificates'],
  ['Parse ASN.1 hex string', 'keys-and-certificates'],
  ['To Hex', 'text-encodings'],
  ['From Hex', 'text-encodings'],
  ['To Binary', 'text-encodings'],
  ['From Binary', 'text-encodings'],
  ['To Octal', 'text-encodings'],
  ['To Decimal', 'text-encodings'],
  ['To Base32', 'text-encodings'],
  ['From Base32', 'text-encodings'],
  ['To Base58', 'text-encodings'],
  ['To Base85', 'text-encodings'],
  ['To Charcode', 'text-encodings'],
  ['To Hexdump', 'text-encodings'],
  ['From Hexdump', 'text-encodings'],
  ['Magic', 'text-encodings'],
  ['Decode text', 'text-encodings'],
  ['Encode text', 'text-encodings'],
  ['To Quoted Printable', 'text-encodings'],
  ['Hash / Checksum', 'hash-generator'],
  ['Generate all hashes', 'hash-generator'],
  ['Analyse hash', 'hash-generator'],
  ['CRC-32 Checksum', 'hash-generator'],
  ['Adler-32 Checksum', 'hash-generator'],
  ['Keccak', 'hash-generator'],
  ['BLAKE3', 'hash-generator'],
  ['HMAC', 'hmac-generator'],
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
    const target = targetForId(path, tools, toolAliases);
    expect(target?.tool.id).toBe(toolId);
    expect(target?.alias?.state).toEqual(preset);
  });

  it('give every alias a tool of its own and no tool id to shadow', () => {
    const toolIds = new Set(tools.map((tool) => tool.id));
    expect(toolAliases.length).toBeGreaterThan(0);
    for (const alias of toolAliases) {
      expect(toolIds.has(alias.id), alias.id).toBe(false);
      expect(targetForId(alias.id, tools, toolAliases)?.tool.id).toBe(alias.toolId);
    }
  });

  it.each(PEER_NAMES)('a search for %j finds %s', (name, toolId) => {
    expect(filterTools(tools, name, searchWords).map((tool) => tool.id)).toContain(toolId);
  });
});
