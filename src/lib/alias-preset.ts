/**
 * How an alias's preset (`#/slugify-string` opens the Case Converter with `{ target: 'slug' }`) meets
 * the inputs a visitor asked to be remembered. A share link replaces every input; a preset sets only
 * what it names, and an input field it does not name keeps what the visitor changed.
 */

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Equal as JSON values: remembered inputs come back from localStorage as JSON. */
function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  if (!isFields(a) || !isFields(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]));
}

/**
 * The part of the preset that addresses one input: the preset's field named like the input (`text` for
 * `useToolInput('text', ...)`), else, for an input that is an object of fields (a tool's whole state),
 * the preset's fields; undefined when the preset names nothing of it.
 */
export function presetPartFor(preset: unknown, inputName: string, value: unknown): unknown {
  if (!isFields(preset)) return undefined;
  if (Object.hasOwn(preset, inputName)) return preset[inputName];
  return isFields(value) ? preset : undefined;
}

interface PresetMerge {
  /** The input as the tool completed the preset (the preset's fields plus the tool's defaults): what the input showed before. */
  completed: unknown;
  /** What this device remembered for the input; undefined when nothing is (or may be) remembered. */
  remembered: unknown;
  /** The input's default without any preset, to tell a field the visitor changed from one left alone. */
  fallback: unknown;
  /** The part of the preset addressing this input (presetPartFor). */
  named: unknown;
}

/**
 * The input's first value under a preset: a field the preset names takes the preset's value; a field it
 * does not name keeps the remembered value when the visitor changed it from the default, else takes the
 * tool's completion (which may suit the preset better, as the Data Converter's sample for the From format).
 */
export function mergePreset({ completed, remembered, fallback, named }: PresetMerge): unknown {
  if (named === undefined) return remembered === undefined || sameValue(remembered, fallback) ? completed : remembered;
  if (!isFields(named) || !isFields(completed) || !isFields(remembered)) return completed;
  const fallbackFields = isFields(fallback) ? fallback : {};
  return Object.fromEntries(
    Object.entries(completed).map(([key, value]) => [
      key,
      mergePreset({ completed: value, remembered: remembered[key], fallback: fallbackFields[key], named: named[key] }),
    ]),
  );
}
