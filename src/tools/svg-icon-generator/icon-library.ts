import type { IconNodes, IconTags } from './icon-match.logic';

export interface IconLibrary {
  tags: IconTags;
  nodes: IconNodes;
}

let loading: Promise<IconLibrary> | null = null;

/**
 * Lucide's tag list and drawings (lucide-static, ISC licence), loaded on the first Local
 * generation only: about 150 KB gzipped that the AI path and the rest of the app never fetch.
 */
export function loadIconLibrary(): Promise<IconLibrary> {
  loading ??= Promise.all([import('lucide-static/tags.json'), import('lucide-static/icon-nodes.json')])
    .then(([tags, nodes]) => ({ tags: tags.default as IconTags, nodes: nodes.default as unknown as IconNodes }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
