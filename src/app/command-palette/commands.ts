import type { LucideIcon } from 'lucide-react';
import { Home, SunMoon } from 'lucide-react';
import type { Tool } from '@/tools/define-tool';
import type { ToolAliasOf } from '@/tools/tool-aliases';

/** One entry of the command palette: a tool to open or an app action. */
export interface Command {
  id: string;
  group: 'Tools' | 'Actions';
  label: string;
  detail: string;
  /** Shown beside the entry: a tool's category, or "Action". */
  tag: string;
  /** The tool the entry opens, whose search words the fuzzy matcher adds once loaded. */
  toolId?: string;
  keywords: readonly string[];
  icon: LucideIcon;
  run: () => void;
  /** Fetches what `run` will need, while the entry is highlighted. */
  prefetch?: () => void;
}

export interface CommandActions {
  openTool: (id: string) => void;
  prefetchTool: (tool: Tool) => void;
  goHome: () => void;
  toggleTheme: () => void;
}

export function buildCommands(tools: readonly Tool[], aliases: readonly ToolAliasOf[], actions: CommandActions): Command[] {
  const toolCommands: Command[] = tools.flatMap((tool) => [
    {
      id: `tool:${tool.id}`,
      group: 'Tools' as const,
      label: tool.title,
      detail: tool.description,
      tag: tool.category,
      keywords: [tool.id, tool.category],
      toolId: tool.id,
      icon: tool.icon,
      run: () => actions.openTool(tool.id),
      prefetch: () => actions.prefetchTool(tool),
    },
    // A peer's page name ("YAML to JSON") is an entry of its own that opens the tool preset.
    ...aliases
      .filter((alias) => alias.toolId === tool.id)
      .map((alias) => ({
        id: `alias:${alias.id}`,
        group: 'Tools' as const,
        label: alias.title,
        detail: `Opens ${tool.title} preset`,
        tag: tool.category,
        keywords: [alias.id, tool.title],
        toolId: tool.id,
        icon: tool.icon,
        run: () => actions.openTool(alias.id),
        prefetch: () => actions.prefetchTool(tool),
      })),
  ]);
  const appCommands: Command[] = [
    {
      id: 'action:home',
      group: 'Actions',
      label: 'Go home',
      detail: 'Show every tool',
      tag: 'Action',
      keywords: ['landing', 'start', 'all tools'],
      icon: Home,
      run: actions.goHome,
    },
    {
      id: 'action:theme',
      group: 'Actions',
      label: 'Toggle theme',
      detail: 'Switch between light and dark',
      tag: 'Action',
      keywords: ['dark mode', 'light mode', 'colour scheme'],
      icon: SunMoon,
      run: actions.toggleTheme,
    },
  ];
  return [...toolCommands, ...appCommands];
}
