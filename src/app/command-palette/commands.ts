import type { LucideIcon } from 'lucide-react';
import { Home, SunMoon } from 'lucide-react';
import type { Tool } from '@/tools/define-tool';

/** One entry of the command palette: a tool to open or an app action. */
export interface Command {
  id: string;
  group: 'Tools' | 'Actions';
  label: string;
  detail: string;
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

export function buildCommands(tools: readonly Tool[], actions: CommandActions): Command[] {
  const toolCommands: Command[] = tools.map((tool) => ({
    id: `tool:${tool.id}`,
    group: 'Tools',
    label: tool.title,
    detail: tool.description,
    keywords: [tool.id, ...tool.keywords],
    icon: tool.icon,
    run: () => actions.openTool(tool.id),
    prefetch: () => actions.prefetchTool(tool),
  }));
  const appCommands: Command[] = [
    {
      id: 'action:home',
      group: 'Actions',
      label: 'Go home',
      detail: 'Show every tool',
      keywords: ['landing', 'start', 'all tools'],
      icon: Home,
      run: actions.goHome,
    },
    {
      id: 'action:theme',
      group: 'Actions',
      label: 'Toggle theme',
      detail: 'Switch between light and dark',
      keywords: ['dark mode', 'light mode', 'colour scheme'],
      icon: SunMoon,
      run: actions.toggleTheme,
    },
  ];
  return [...toolCommands, ...appCommands];
}
