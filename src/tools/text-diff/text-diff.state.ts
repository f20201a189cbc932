import * as z from 'zod/mini';
import type { DocumentFile } from '@/components/document-pane';
import { anyTextFile } from '@/lib/files';
import { shapeOf } from '@/lib/stored-value';

export const SAMPLE_ORIGINAL = `import { readFile } from "node:fs/promises";

export async function loadConfig(path) {
  const text = await readFile(path, "utf8");
  return JSON.parse(text);
}

export function formatName(user) {
  return user.first + " " + user.last;
}
`;

export const SAMPLE_CHANGED = `import { readFile } from "node:fs/promises";

export function formatName(user) {
  return user.first + " " + user.last;
}

export async function loadConfig(path) {
  const text = await readFile(path, "utf-8");
  return JSON.parse(text);
}

export const VERSION = "1.0";
`;

/** Everything the screen keeps: the two texts, how they are compared and shown, and a pasted patch. */
const stateSchema = z.object({
  mode: z._default(z.enum(['compare', 'read']), 'compare'),
  original: z._default(z.string().check(z.maxLength(20_000_000)), SAMPLE_ORIGINAL),
  changed: z._default(z.string().check(z.maxLength(20_000_000)), SAMPLE_CHANGED),
  view: z._default(z.enum(['split', 'unified', 'patch']), 'split'),
  granularity: z._default(z.enum(['line', 'word', 'character']), 'word'),
  ignoreWhitespace: z._default(z.boolean(), false),
  ignoreCase: z._default(z.boolean(), false),
  detectMoves: z._default(z.boolean(), true),
  patch: z._default(z.string().check(z.maxLength(20_000_000)), ''),
});

export type TextDiffState = z.infer<typeof stateSchema>;
/** Every field has a default, so a link or an alias may carry only some of them (`{ mode: 'read' }`); the texts default to the sample. */
export const stateShape = shapeOf(stateSchema);

export const defaultState: TextDiffState = stateSchema.parse({});

/** Texts this big are not kept on the device (storage holds about 5 MB in all); the options still are. */
const KEEP_CHARS = 150_000;
export function keepOnDevice(state: TextDiffState): TextDiffState {
  const size = state.original.length + state.changed.length + state.patch.length;
  return size > KEEP_CHARS ? { ...state, original: '', changed: '', patch: '' } : state;
}

const textFileRules = anyTextFile(20);

/** How a pane of this tool takes a file: any text up to 20 MB, named after the pane ("Open original file"). */
export const paneFile = (label: string): DocumentFile => ({
  rules: textFileRules,
  dropLabel: `Drop a file into the ${label} pane`,
  openLabel: `Open ${label.toLowerCase()} file`,
});
