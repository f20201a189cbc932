import { decodePart } from './url-parts.logic';

/** One key=value pair of a query, decoded; order, repeats and empty values are kept. */
export interface QueryRow {
  key: string;
  value: string;
  /** Written without "=" ("?debug"), so it is written back the same way while its value stays empty. */
  bare?: boolean;
}

/** Reads a query as forms and servers do (application/x-www-form-urlencoded): "+" is a space, "%2B" a plus. */
export function parseQuery(search: string): QueryRow[] {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const rows: QueryRow[] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const decode = (text: string) => decodePart(text.replace(/\+/g, ' '));
    if (equals === -1) rows.push({ key: decode(pair), value: '', bare: true });
    else rows.push({ key: decode(pair.slice(0, equals)), value: decode(pair.slice(equals + 1)) });
  }
  return rows;
}

/** Encodes what a query needs encoded, leaving "/", ":", "@", ",", "[" and "]" readable (WHATWG URL keeps them too). */
function encodeQueryText(text: string): string {
  return encodeURIComponent(text).replace(/%(2F|3A|40|2C|5B|5D)/g, (match) => decodeURIComponent(match));
}

/** Writes the rows back, with "?" when there is any. */
export function serializeQuery(rows: readonly QueryRow[]): string {
  const pairs = rows
    .filter((row) => row.key !== '' || row.value !== '')
    .map((row) => (row.bare && row.value === '' ? encodeQueryText(row.key) : `${encodeQueryText(row.key)}=${encodeQueryText(row.value)}`));
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
}

export type JsonValue = string | JsonValue[] | { [key: string]: JsonValue };

/** "a[b][]" → ["a", "b", ""]; a key without brackets is one name. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])+)$/.exec(key);
  if (!match) return [key];
  return [match[1] as string, ...[...(match[2] as string).matchAll(/\[([^[\]]*)\]/g)].map((found) => found[1] as string)];
}

type Node = { [key: string]: Node | string | (Node | string)[] };

/**
 * The query as JSON, as qs and PHP read it: a repeated key becomes an array, "a[b]=c" nests
 * ({"a": {"b": "c"}}), "a[]=1&a[]=2" appends to an array, and an object whose keys are 0, 1, 2… becomes an array.
 */
export function queryToJson(rows: readonly QueryRow[]): Record<string, JsonValue> {
  const root: Node = Object.create(null) as Node;
  for (const { key, value } of rows) {
    const path = keyPath(key);
    let node: Node = root;
    for (let index = 0; index < path.length; index += 1) {
      const name = path[index] as string;
      const last = index === path.length - 1;
      if (last) {
        addValue(node, name, value);
        break;
      }
      const next = path[index + 1] === '' ? null : undefined;
      const existing = node[name];
      if (next === null && index + 1 === path.length - 1) {
        // "a[]=v": append to the array at a.
        if (Array.isArray(existing)) existing.push(value);
        else if (existing === undefined) node[name] = [value];
        else node[name] = [existing as Node | string, value];
        break;
      }
      if (existing !== undefined && typeof existing === 'object' && !Array.isArray(existing)) node = existing;
      else {
        const child = Object.create(null) as Node;
        if (existing === undefined) node[name] = child;
        else if (Array.isArray(existing)) existing.push(child);
        else node[name] = [existing, child];
        node = child;
      }
    }
  }
  // The top level stays an object even when its keys are 0, 1, 2….
  return Object.fromEntries(Object.keys(root).map((key) => [key, toJson(root[key] as Node)]));
}

function addValue(node: Node, name: string, value: string) {
  const existing = node[name];
  if (existing === undefined) node[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else node[name] = [existing, value];
}

function toJson(value: Node | string | (Node | string)[]): JsonValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(toJson);
  const keys = Object.keys(value);
  const indexed = keys.length > 0 && keys.every((key, index) => key === String(index));
  if (indexed) return keys.map((key) => toJson(value[key] as Node));
  // fromEntries defines own properties, so a "__proto__" key is a key like any other.
  return Object.fromEntries(keys.map((key) => [key, toJson(value[key] as Node)]));
}

export type JsonToQuery = { ok: true; rows: QueryRow[] } | { ok: false; message: string };

/**
 * JSON back to rows: an array of plain values repeats its key ("a=1&a=2"), an object nests ("a[b]=c"),
 * an array holding objects or arrays is indexed ("a[0][b]=c"); numbers and booleans are written as text, null as an empty value.
 */
export function jsonToQuery(text: string): JsonToQuery {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: `Could not read the JSON: ${error instanceof Error ? error.message : String(error)}.` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, message: 'A query is a JSON object: {"key": "value", ...}.' };
  const rows: QueryRow[] = [];
  const walk = (key: string, item: unknown) => {
    if (item === null || item === undefined) rows.push({ key, value: '' });
    else if (typeof item !== 'object') rows.push({ key, value: String(item) });
    else if (Array.isArray(item)) {
      const flat = item.every((entry) => entry === null || typeof entry !== 'object');
      item.forEach((entry, index) => walk(flat ? key : `${key}[${index}]`, entry));
    } else for (const [name, entry] of Object.entries(item)) walk(`${key}[${name}]`, entry);
  };
  for (const [key, item] of Object.entries(value)) walk(key, item);
  return { ok: true, rows };
}
