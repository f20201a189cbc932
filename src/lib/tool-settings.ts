import * as z from 'zod/mini';
import { shapeOf, type StoredShape } from './stored-value';

type Rules = Record<string, z.ZodMiniType>;
type ValuesOf<Fields extends Rules> = { [Key in keyof Fields]: z.output<Fields[Key]> };

/** Named as every tool's settings module exports them, so that module can export them as they come. */
export interface ToolSettings<Values> {
  DEFAULT_SETTINGS: Values;
  /** Remembered settings: every field, each as its rule allows. */
  settingsShape: StoredShape<Values>;
  /** What a link or an alias presets: some of the fields; unknown keys (a secret among them) are dropped. */
  sharedSettingsShape: StoredShape<Partial<Values>>;
}

/**
 * A tool's settings, each field declared once as its rule and its default, so the two lists cannot drift apart.
 * Only choices belong here, never what the visitor types in: these are remembered and put in share links.
 */
export function toolSettings<Fields extends Rules>(fields: {
  [Key in keyof Fields]: readonly [rule: Fields[Key], initial: z.output<Fields[Key]>];
}): ToolSettings<ValuesOf<Fields>> {
  const entries = Object.entries(fields) as [string, readonly [z.ZodMiniType, unknown]][];
  const schema = z.object(Object.fromEntries(entries.map(([key, [rule]]) => [key, rule])));
  return {
    DEFAULT_SETTINGS: Object.fromEntries(entries.map(([key, [, initial]]) => [key, initial])) as ValuesOf<Fields>,
    settingsShape: shapeOf(schema) as StoredShape<ValuesOf<Fields>>,
    sharedSettingsShape: shapeOf(z.partial(schema)) as StoredShape<Partial<ValuesOf<Fields>>>,
  };
}
