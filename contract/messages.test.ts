// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as messages from './messages';

/**
 * Keeps "a message the spec fixes is written once" true: each one is spelled out in at most one
 * source file of src/, server/ and contract/, and every other file imports it. Only string literals,
 * template texts and JSX text count, so a comment may quote a message. Tests and e2e specs spell
 * messages out on purpose (they assert what the visitor sees) and are not scanned.
 */

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCANNED = ['src', 'server', 'contract'];

/** Every message in the spec's sections 5 and 8, as written there; {} stands for the part filled in. */
const SPEC_MESSAGES = [
  'Input is empty.',
  'Invalid JSON: {}',
  'Invalid JSON format.',
  '// Error',
  'Prompt is empty.',
  'Received an unexpected format from the API.',
  'Please upload a supported image file (PNG, JPG, WEBP, SVG).',
  'Image size should be less than 4MB.',
  'Please upload an image first.',
  'Please upload a valid PDF file.',
  'PDF size should be less than 10MB.',
  'Please upload a PDF file first.',
  'Please provide a prompt to guide the conversion.',
  'Invalid JSON input. Please check the format.',
  'Invalid input for decoding. Not a valid Base64 string.',
  'Invalid Regular Expression',
  'Invalid JWT format. A token must have three parts separated by dots.',
  'Cannot decode token. Header or Payload are not valid JSON.',
  'Error communicating with the API. {}',
  'An error occurred: {}',
  'An unknown error occurred.',
  'Failed to generate palette. {}',
  'Failed to extract colors.',
  'Failed to process PDF. {}',
  'Failed to process the PDF.',
  'Image generation failed to return data.',
  'Failed to generate {} mockup.',
  'Failed to regenerate {} mockup.',
  'Generation failed',
  'The API did not return valid SVG code. Please try a different prompt.',
  'Invalid Date',
  'Error converting date',
  'Invalid Signature',
  'Could not find root element to mount to',
];

/**
 * Spellings in files that other changes in flight own; each file must import the message instead.
 * An entry that is no longer needed fails the last test, so this list only shrinks.
 */
const PENDING: Readonly<Record<string, readonly string[]>> = {};

const isSource = (path: string) => /\.(ts|tsx|mts)$/.test(path) && !/\.(test|e2e)\.tsx?$/.test(path) && !path.endsWith('.d.ts');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => isSource(path) && !path.split('/').includes('test-support'));
}

/** The texts a file writes out: string literals, templates (each ${...} as {}) and JSX text. */
function literalTexts(path: string): string[] {
  const source = ts.createSourceFile(
    path,
    readFileSync(join(ROOT, path), 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push(node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join(''));
    node.forEachChild(visit);
  };
  visit(source);
  return texts;
}

/** The part a message always has: "Error communicating with the API. {}" is spelled "Error communicating with the API." before its detail. */
const fixedPart = (message: string) => message.replace(/^\{\} ?| ?\{\}$/g, '');

/** A message as a pattern: the {} parts inside it match anything, a template's {} included. */
const patternOf = (message: string) =>
  new RegExp(
    fixedPart(message)
      .split('{}')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^]*?'),
  );

const files = SCANNED.flatMap(sourceFiles).map((path) => ({ path, texts: literalTexts(path) }));

/** Not the spec's, but said on both sides (AI not configured, its variables): the messages written out in contract/messages.ts (the others are built from them). */
const ownTexts = literalTexts('contract/messages.ts');
const SHARED_MESSAGES = Object.values(messages as Record<string, unknown>).filter(
  (value): value is string => typeof value === 'string' && ownTexts.includes(value),
);

/** The files that spell a message out, pending ones left out. */
function spellers(message: string, { withPending = false } = {}): string[] {
  const pattern = patternOf(message);
  return files
    .filter(({ path, texts }) => (withPending || !PENDING[path]?.includes(fixedPart(message))) && texts.some((text) => pattern.test(text)))
    .map(({ path }) => path);
}

describe('messages are written once', () => {
  it('scans the sources', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(SHARED_MESSAGES).toEqual(expect.arrayContaining([messages.AI_NOT_CONFIGURED, messages.AI_PROVIDER_VARIABLES, messages.API_ERROR_PREFIX]));
  });

  it.each(SPEC_MESSAGES)('the spec message %j is spelled out in one source file', (message) => {
    expect(spellers(message)).toHaveLength(1);
  });

  it.each(SHARED_MESSAGES)('the shared message %j is spelled out in contract/messages.ts only', (message) => {
    expect(spellers(message)).toEqual(['contract/messages.ts']);
  });

  it('lists as pending only spellings that are still there', () => {
    const stale = Object.entries(PENDING).flatMap(([path, pending]) =>
      pending.filter((message) => !spellers(message, { withPending: true }).includes(path)).map((message) => `${path}: ${message}`),
    );
    expect(stale).toEqual([]);
  });
});
