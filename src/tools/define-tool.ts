import type { Engine } from '@contract/engine';
import type { ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import { loadCodeLanguage } from '@/components/code-languages';
import type { CodeLanguage } from '@/components/code-pane';
import { preloadable, type Preloadable } from '@/lib/preloadable';
import type { ToolCategory } from './categories';

/** The engine a tool is built around: an AI tool (which may also have a Local engine) or a local-only one. */
export type ToolKind = Engine;

/**
 * Another name a peer gives one of this tool's jobs (IT-Tools' "YAML to JSON" page, say): `#/<id>`
 * opens the tool with `state` applied exactly as a share link's state, and its words find the tool. A tool's
 * aliases are the default export of its folder's `aliases.ts`, which `tool-aliases.ts` gathers into one lazy
 * chunk, off the landing page.
 */
export interface ToolAlias {
  /** kebab-case, unique across tool ids and aliases. */
  id: string;
  title: string;
  /** The tool's share-link state this alias presets; checked by the tool's own shape like any link. */
  state: unknown;
}

export interface ToolDefinition {
  /** kebab-case; also the folder name, the view value and the URL hash. */
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Accent colour as a CSS colour, used for the card's icon tile. */
  color: string;
  kind: ToolKind;
  /** The landing section the card is shown in. */
  category: ToolCategory;
  /** Lazily imported screen, so the landing page loads no tool code. */
  load: () => Promise<{ default: ComponentType }>;
  /** Editor languages the screen shows when it opens: fetched alongside it, not after its editor mounts. */
  codeLanguages?: CodeLanguage[];
}

export interface Tool extends ToolDefinition {
  /**
   * The screen's module, made once: fetched when the tool opens, or earlier by a prefetch, with the editor
   * languages it names alongside.
   */
  screen: Preloadable<{ default: ComponentType }>;
  /**
   * The same module without starting its languages, for a deep link's first paint: fetching, compiling and
   * evaluating a grammar (JavaScript's takes about 15 ms to evaluate here) would compete with that paint.
   * The editor asks for its language once it shows.
   */
  loadScreenAlone: () => Promise<{ default: ComponentType }>;
}

export function defineTool(definition: ToolDefinition): Tool {
  const { load, codeLanguages = [] } = definition;
  const module = preloadable(load);
  return {
    ...definition,
    screen: {
      load: () => {
        // Not awaited: the screen shows as soon as it is here, and its editor picks the language up when it lands.
        for (const language of codeLanguages) loadCodeLanguage(language).catch(() => undefined);
        return module.load();
      },
      loaded: module.loaded,
    },
    loadScreenAlone: module.load,
  };
}
