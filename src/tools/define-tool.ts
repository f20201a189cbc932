import type { Engine } from '@contract/engine';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LucideIcon } from 'lucide-react';

/** The engine a tool is built around: an AI tool (which may also have a Local engine) or a local-only one. */
export type ToolKind = Engine;

export interface ToolDefinition {
  /** kebab-case; also the folder name, the view value and the URL hash. */
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Accent colour as a CSS colour, used for the card's icon tile. */
  color: string;
  kind: ToolKind;
  /** Extra words the landing search matches besides title and description. */
  keywords: string[];
  /** Lazily imported screen, so the landing page loads no tool code. */
  load: () => Promise<{ default: ComponentType }>;
}

export interface Tool extends ToolDefinition {
  /** The screen as a lazy component, made once; nothing is fetched until it first renders. */
  Screen: LazyExoticComponent<ComponentType>;
}

export function defineTool(definition: ToolDefinition): Tool {
  return { ...definition, Screen: lazy(definition.load) };
}
