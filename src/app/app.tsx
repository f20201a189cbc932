import { useCallback, useEffect, useMemo, useState } from 'react';
import { tools } from '@/tools/registry';
import { CommandPalette } from './command-palette/command-palette';
import { buildCommands } from './command-palette/commands';
import { usePaletteShortcut } from './command-palette/use-palette-shortcut';
import { Header } from './header';
import { Landing } from './landing';
import { prefetchToolOnIntent } from './prefetch/prefetcher';
import { useTheme } from './theme';
import { recordRecent } from './tool-lists';
import { ToolHost } from './tool-host';
import { goToView, LANDING, useView } from './use-view';

export function App() {
  const { view, path } = useView();
  const { theme, toggle } = useTheme();
  const tool = tools.find((candidate) => candidate.id === view);
  const preset = tool?.aliases?.find((alias) => alias.id === path)?.state;
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  usePaletteShortcut(openPalette);
  const commands = useMemo(
    () =>
      buildCommands(tools, {
        openTool: goToView,
        prefetchTool: prefetchToolOnIntent,
        goHome: () => goToView(LANDING),
        toggleTheme: toggle,
      }),
    [toggle],
  );

  useEffect(() => {
    document.title = tool ? `${tool.title} · DevDeck` : 'DevDeck: developer tools';
    if (tool) recordRecent(tool.id);
  }, [tool]);

  return (
    <div className="min-h-screen">
      <Header theme={theme} onToggleTheme={toggle} onOpenPalette={openPalette} />
      {tool ? <ToolHost key={path} tool={tool} preset={preset} /> : <Landing />}
      {paletteOpen && <CommandPalette commands={commands} onClose={() => setPaletteOpen(false)} />}
    </div>
  );
}
