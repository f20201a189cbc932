import { useContext, useEffect, useState } from 'react';
import { sharedStateInHash } from '@/lib/share-link';
import type { StoredShape } from '@/lib/stored-value';
import { ToolPresetContext } from '@/lib/tool-context';

/**
 * The state a share link carried (or the preset of the alias the tool was opened by, such as
 * `#/yaml-to-json`), read once when the tool opens and checked by `shape` (a link is untrusted
 * input); undefined when there was none or it did not fit. The state is then taken
 * out of the address bar, so a reload or a copied URL shows the visitor's own edits, not the link's.
 * Pass it to useToolInput as `shared`: a link's state replaces remembered inputs, a preset sets only what it names.
 */
export function useSharedState<T>(shape: StoredShape<T>): T | undefined {
  const preset = useContext(ToolPresetContext);
  const [shared] = useState(() => {
    const raw = sharedStateInHash(window.location.hash) ?? preset;
    return raw === undefined ? undefined : shape(raw);
  });
  useEffect(() => {
    const [path, query] = window.location.hash.split('?');
    if (query !== undefined) history.replaceState(history.state, '', `${window.location.pathname}${window.location.search}${path}`);
  }, []);
  return shared;
}
