import { inspect, type Inspection } from './inspect.logic';
import { searchByName, type SearchResult } from './name-search.logic';

/** What the worker is asked: inspect a text, or search the character names. */
export type UnicodeRequest = { kind: 'inspect'; text: string } | { kind: 'search'; query: string };
export type UnicodeResponse = { kind: 'inspect'; inspection: Inspection } | { kind: 'search'; result: SearchResult };

export function runUnicodeJob(request: UnicodeRequest): UnicodeResponse {
  return request.kind === 'inspect' ? { kind: 'inspect', inspection: inspect(request.text) } : { kind: 'search', result: searchByName(request.query) };
}
