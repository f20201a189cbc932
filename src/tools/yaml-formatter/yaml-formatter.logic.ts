import { INPUT_EMPTY } from '@contract/messages';
import type { SourcePosition } from '@contract/position';
import { type Document, parseAllDocuments, visit, type YAMLError } from 'yaml';
import { danglingAlias, danglingAliasMessage } from '@/lib/yaml-dangling-alias';
import { keepScalarSpelling } from '@/lib/yaml-scalar-spelling';
import { positionAt } from '@contract/position';
import { yamlPitfalls, type YamlPitfall } from './yaml-pitfalls.logic';
import { sortYamlKeys } from './yaml-sort.logic';

export type YamlIndentation = '2' | '4';

export interface YamlFormatOptions {
  indentation: YamlIndentation;
  sortKeys: boolean;
}

export interface YamlFormatRequest extends YamlFormatOptions {
  input: string;
  minify: boolean;
}

export type YamlFormatResult =
  { ok: true; text: string; documents: number; pitfalls: YamlPitfall[] } | { ok: false; message: string; position: SourcePosition | null };

export const defaultYamlOptions: YamlFormatOptions = { indentation: '2', sortKeys: false };

/** yaml's messages, as sentences: "Map keys must be unique." */
function sentence(error: YAMLError): string {
  const message = error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, '').trim();
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/** Every document parsed, or the first fault (of any document) with its line and column. */
export function parseYamlStream(input: string): { ok: true; documents: Document[] } | { ok: false; message: string; position: SourcePosition } {
  // YAML 1.1's !!binary and !!timestamp stay the text they are written as: yaml would re-wrap the one and
  // turn the other into UTC.
  const documents = parseAllDocuments(input, { prettyErrors: false, customTags: keepScalarSpelling, resolveKnownTags: false });
  // A stream of comments alone parses to an empty list, not an array of documents.
  const list = Array.isArray(documents) ? documents : [];
  for (const document of list) {
    const error = document.errors[0];
    if (error) return { ok: false, message: sentence(error), position: positionAt(input, error.pos[0]) };
    const dangling = danglingAlias(document);
    if (dangling)
      return {
        ok: false,
        message: `${danglingAliasMessage(dangling)}.`,
        position: positionAt(input, dangling.range?.[0] ?? 0),
      };
  }
  return { ok: true, documents: list };
}

function stripComments(document: Document) {
  document.commentBefore = null;
  document.comment = null;
  visit(document, {
    Node(_key, node) {
      node.commentBefore = undefined;
      node.comment = undefined;
    },
  });
}

/**
 * Formats a YAML stream with the `yaml` package's Document API, which keeps comments, anchors and aliases,
 * tags, block scalars and every document of a multi-document stream. Minify writes each document on one
 * line in flow style, without comments. A fault is a sentence with its line and column.
 */
export function formatYaml({ input, minify, indentation, sortKeys }: YamlFormatRequest): YamlFormatResult {
  if (input.trim() === '') return { ok: false, message: INPUT_EMPTY, position: null };
  const parsed = parseYamlStream(input);
  if (!parsed.ok) return parsed;
  const { documents } = parsed;
  // Read before sorting or stripping changes the nodes' places.
  const pitfalls = yamlPitfalls(input, documents);
  if (documents.length === 0) {
    // Comments only: there is nothing to re-lay, so they are kept (and dropped by Minify).
    return { ok: true, text: minify ? '' : input.trim().replace(/[ \t]+$/gm, '') + '\n', documents: 0, pitfalls };
  }
  const texts = documents.map((document) => {
    if (sortKeys) sortYamlKeys(document);
    if (minify) {
      stripComments(document);
      // The join below writes the one separator each document needs.
      if (document.directives) {
        document.directives.docStart = null;
        document.directives.docEnd = false;
      }
      return document.toString({ collectionStyle: 'flow', lineWidth: 0, flowCollectionPadding: false, directives: null });
    }
    return document.toString({ indent: Number(indentation), lineWidth: 0 });
  });
  const text = minify ? texts.map((part) => part.trimEnd()).join('\n---\n') + '\n' : texts.join('');
  return { ok: true, text, documents: documents.length, pitfalls };
}
