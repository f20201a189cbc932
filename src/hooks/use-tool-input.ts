import { useContext, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { mergePreset, presetPartFor } from '@/lib/alias-preset';
import { inputStorageKey, readRememberedInput, rememberInputs } from '@/lib/remember-inputs';
import { writeRememberedInput } from '@/lib/write-remembered-input';
import type { StoredShape } from '@/lib/stored-value';
import { useStoredValue } from '@/lib/stored-value';
import { ToolPresetContext, useToolId } from '@/lib/tool-context';

const SAVE_DELAY_MS = 300;

/**
 * useState for one of a tool's non-secret inputs. It starts from a shared link's value when
 * there is one, else from what was remembered on this device (only when the visitor opted in),
 * else from `fallback` (a value, or a function giving it); while the setting is on, changes are kept, a moment after typing stops.
 * An alias's preset (`#/slugify-string`) sets only the fields it names over what was remembered (see alias-preset.ts).
 * Never use it for tokens, secrets or keys.
 */
interface ToolInputOptions<T> {
  /** The value a share link carried (it wins over anything remembered), or the tool's completion of an alias's preset. */
  shared?: T | undefined;
  /** What of the value may be kept on this device (e.g. without a password); all of it by default. */
  keep?: (value: T) => T;
}

export function useToolInput<T>(
  name: string,
  fallback: T | (() => T),
  shape: StoredShape<T>,
  { shared, keep }: ToolInputOptions<T> = {},
): [T, Dispatch<SetStateAction<T>>] {
  const key = inputStorageKey(useToolId(), name);
  const remember = useStoredValue(rememberInputs);
  const preset = useContext(ToolPresetContext);
  const [value, setValue] = useState<T>(() => {
    const stored = rememberInputs.get() ? readRememberedInput(key) : undefined;
    const remembered = stored === undefined ? undefined : shape(stored);
    // Like useState, a function is called for the first value (no tool input is itself a function).
    const initial = () => (typeof fallback === 'function' ? (fallback as () => T)() : fallback);
    if (shared === undefined) return remembered ?? initial();
    if (preset === undefined || remembered === undefined) return shared;
    const named = presetPartFor(preset, name, shared);
    return shape(mergePreset({ completed: shared, remembered, fallback: initial(), named })) ?? shared;
  });

  // A save waiting for typing to pause still happens when the tool closes or the page goes away.
  const pendingSave = useRef<(() => void) | null>(null);
  useEffect(() => {
    pendingSave.current = null;
    if (!remember) return;
    const save = () => {
      pendingSave.current = null;
      writeRememberedInput(key, keep ? keep(value) : value);
    };
    pendingSave.current = save;
    const timer = setTimeout(save, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [remember, key, value, keep]);
  useEffect(() => {
    const flush = () => pendingSave.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  return [value, setValue];
}
