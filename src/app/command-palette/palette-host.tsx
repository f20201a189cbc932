import { useMemo } from 'react';
import { tools } from '@/tools/registry';
import { toolAliases } from '@/tools/tool-aliases';
import { prefetchToolOnIntent } from '../prefetch/prefetcher';
import { goToView, LANDING } from '../use-view';
import { CommandPalette } from './command-palette';
import { buildCommands } from './commands';

export interface PaletteHostProps {
  onClose: () => void;
  toggleTheme: () => void;
  /** What the visitor typed while this module was arriving: the palette opens with it as its query. */
  typedAhead: () => string;
}

/** The palette with the app's commands: its own chunk, fetched when the page is idle or on the first Ctrl+K. */
export default function PaletteHost({ onClose, toggleTheme, typedAhead }: PaletteHostProps) {
  const commands = useMemo(
    () =>
      buildCommands(tools, toolAliases, {
        openTool: goToView,
        prefetchTool: prefetchToolOnIntent,
        goHome: () => goToView(LANDING),
        toggleTheme,
      }),
    [toggleTheme],
  );
  return <CommandPalette commands={commands} onClose={onClose} initialQuery={typedAhead()} />;
}
