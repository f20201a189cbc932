import { type Document, isAlias, isMap, isScalar, isSeq, parseAllDocuments, Scalar, type Node, type ParsedNode } from 'yaml';
import { danglingAlias, danglingAliasMessage } from '@/lib/yaml-dangling-alias';
import { keepScalarSpelling } from '@/lib/yaml-scalar-spelling';
import { writeJsonValue } from './json.logic';
import { directiveFault } from './yaml-directives.logic';
import { readSimpleYaml } from './yaml-fast-reader.logic';
import { writeYamlDocument } from './yaml-writer.logic';
import {
  addKeyComments,
  failAt,
  NoteCounter,
  type Comments,
  type DataMap,
  type DataValue,
  type ReadFailure,
  type ReadResult,
  type Written,
} from './model.logic';

/** A billion-laughs stream (aliases of aliases) is refused by the parser beyond this many alias uses per node. */
const MAX_ALIAS_COUNT = 100;

/**
 * YAML 1.2's core schema. Merge keys (`<<: *defaults`) are YAML 1.1, yet Compose files and CI workflows use them
 * everywhere. YAML 1.1's other types are not resolved (`resolveKnownTags: false`): !!binary stays its base64
 * text, !!set the map of nulls, !!omap and !!pairs the list of one-key maps and !!timestamp the text they are
 * written as, which is what the YAML test suite's JSON expects of a 1.2 reader.
 */
const parseOptions = { intAsBigInt: true, prettyErrors: false, uniqueKeys: true, merge: true, resolveKnownTags: false } as const;

/** The yaml package's values (Map with any keys, bigint for every integer) in the shared model. */
function normalize(value: unknown, seen: Map<object, DataValue>, notes: NoteCounter): DataValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value !== 'object') return String(value);
  // An alias gives the same object twice: convert it once, so shared parts stay shared.
  const known = seen.get(value);
  if (known !== undefined) return known;
  if (Array.isArray(value)) {
    const items: DataValue[] = [];
    seen.set(value, items);
    for (const item of value) items.push(normalize(item, seen, notes));
    return items;
  }
  const map: DataMap = new Map();
  seen.set(value, map);
  const entries: [unknown, unknown][] = value instanceof Map ? [...(value as Map<unknown, unknown>)] : Object.entries(value);
  for (const [key, item] of entries) map.set(keyText(key, seen, notes), normalize(item, seen, notes));
  return map;
}

function keyText(key: unknown, seen: Map<object, DataValue>, notes: NoteCounter): string {
  if (typeof key === 'string') return key;
  if (key === null || typeof key !== 'object') return String(key);
  notes.add('Wrote {n} complex key{s} (a map or list used as a key) as JSON text.');
  return writeJsonValue(normalize(key, seen, notes), 0, notes);
}

/** Collects the comments of a parsed document, keyed by the converted maps they belong to. */
function collectComments(node: ParsedNode | null, value: DataValue, comments: Comments): void {
  if (isMap(node) && value instanceof Map) {
    node.items.forEach((pair, index) => {
      const key = isScalar(pair.key) ? String(pair.key.value) : null;
      if (key === null || !value.has(key)) return;
      const keyNode = pair.key as Node;
      const valueNode = pair.value as Node | null;
      const before = [index === 0 ? node.commentBefore : undefined, keyNode.commentBefore].filter(Boolean).join('\n') || undefined;
      const after = valueNode && isScalar(valueNode) ? (valueNode.comment ?? undefined) : undefined;
      addKeyComments(comments, value, key, { before, after });
      const child = value.get(key) ?? null;
      if (valueNode && !isAlias(valueNode)) {
        // A block map's first comment sits on the map; hand it to its first key.
        collectComments(valueNode as ParsedNode, child, comments);
      }
    });
  } else if (isSeq(node) && Array.isArray(value)) {
    node.items.forEach((item, index) => {
      if (!isAlias(item)) collectComments(item as ParsedNode, value[index] ?? null, comments);
    });
  }
}

/** yaml reports an alias that names no anchor only when converting or printing, without its place. */
function danglingAliasFailure(text: string, document: Document.Parsed): ReadFailure | null {
  const dangling = danglingAlias(document);
  return dangling ? failAt(text, dangling.range?.[0] ?? document.range[0], danglingAliasMessage(dangling)) : null;
}

/** yaml throws a ReferenceError both for a dangling alias and for an alias bomb: the document tells them apart. */
function aliasFailure(text: string, document: Document.Parsed, caught: unknown): ReadFailure {
  const message = caught instanceof Error ? caught.message : String(caught);
  return (
    danglingAliasFailure(text, document) ??
    failAt(text, document.range[0], /alias count/i.test(message) ? 'Too many aliases: this looks like a billion-laughs bomb' : message)
  );
}

/**
 * yaml makes an empty document of what follows a "..." end marker even when that is only comments, but
 * a document without a "---" marker needs content: the YAML test suite's stream of a bare document, a
 * commented "...", and another holds two documents (M7A3).
 */
function isNoDocument(document: Document.Parsed): boolean {
  const { contents } = document;
  return !document.directives.docStart && isScalar(contents) && contents.type === Scalar.PLAIN && contents.source === '' && !contents.tag && !contents.anchor;
}

export function readYaml(text: string, keepComments = true): ReadResult {
  const simple = readSimpleYaml(text);
  if (simple !== null) return { ok: true, documents: [simple] };
  const fault = directiveFault(text);
  if (fault) return failAt(text, fault.offset, fault.message);
  const parsed = parseAllDocuments(text, parseOptions);
  if (!Array.isArray(parsed)) return { ok: true, documents: [] };
  const notes = new NoteCounter();
  const documents: DataValue[] = [];
  const comments: Comments = { keys: new WeakMap() };
  for (const document of parsed) {
    const error = document.errors[0];
    if (error) return failAt(text, error.pos[0], `${error.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, '')}`);
    if (isNoDocument(document)) continue;
    let js: unknown;
    try {
      js = document.toJS({ mapAsMap: true, maxAliasCount: MAX_ALIAS_COUNT });
    } catch (caught) {
      return aliasFailure(text, document, caught);
    }
    const value = normalize(js, new Map(), notes);
    if (keepComments) {
      if (documents.length === 0 && document.commentBefore) comments.header = document.commentBefore;
      collectComments(document.contents, value, comments);
    }
    documents.push(value);
  }
  return { ok: true, documents, comments, notes: notes.notes() };
}

export interface YamlWriteOptions {
  indent: number;
  comments?: Comments;
}

/** A YAML stream: one document per value, with the source's comments where they were kept. */
export function writeYaml(documents: DataValue[], { indent, comments }: YamlWriteOptions): Written {
  const texts = documents.map((value, index) => writeYamlDocument(value, indent, comments, index === 0));
  return { text: texts.length > 1 ? texts.map((text) => `---\n${text}`).join('') : (texts[0] ?? ''), notes: [] };
}

/** YAML to YAML keeps everything the parser saw (comments, anchors, styles) and only re-indents. */
export function reformatYaml(text: string, indent: number): { ok: true; text: string } | ReturnType<typeof failAt> {
  const fault = directiveFault(text);
  if (fault) return failAt(text, fault.offset, fault.message);
  const parsed = parseAllDocuments(text, { ...parseOptions, customTags: keepScalarSpelling });
  if (!Array.isArray(parsed)) return { ok: true, text: '' };
  for (const document of parsed) {
    const error = document.errors[0];
    if (error) return failAt(text, error.pos[0], error.message.replace(/ at line \d+, column \d+:?[\s\S]*$/, ''));
    const dangling = danglingAliasFailure(text, document);
    if (dangling) return dangling;
  }
  const texts = parsed.map((document) => document.toString({ indent, lineWidth: 0 }));
  return { ok: true, text: texts.length > 1 ? texts.map((body) => `---\n${body}`).join('') : (texts[0] ?? '') };
}
