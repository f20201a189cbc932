import { useCallback, useEffect, useState } from 'react';
import { knownAliases } from '@/tools/alias-table';
import { tools } from '@/tools/registry';
import { LazyPalette, paletteModule } from './command-palette/lazy-palette';
import { usePaletteShortcut } from './command-palette/use-palette-shortcut';
import { Header } from './header';
import { Landing } from './landing';
import { prefetchWhenIdle } from './prefetch/prefetcher';
import { useTheme } from './theme';
import { recordRecent } from './tool-lists';
import { ToolHost } from './tool-host';
import { useView } from './use-view';

export function App() {
  const { view, path } = useView();
  const { theme, toggle } = useTheme();
  const tool = tools.find((candidate) => candidate.id === view);
  const preset = knownAliases().find((alias) => alias.id === path && alias.toolId === tool?.id)?.state;
  const [paletteOpen, setPaletteOpen] = useState(false);
  const openPalette = useCallback(() => setPaletteOpen(true), []);
  usePaletteShortcut(openPalette, paletteModule.load);
  const closePalette = useCallback(() => setPaletteOpen(false), []);
  useEffect(() => prefetchWhenIdle('command-palette', paletteModule.load), []);

  useEffect(() => {
    document.title = tool ? `${tool.title} · DevDeck` : 'DevDeck: developer tools';
    if (tool) recordRecent(tool.id);
  }, [tool]);

  return (
    <div className="min-h-screen">
      <Header theme={theme} onToggleTheme={toggle} onOpenPalette={openPalette} />
      {tool ? <ToolHost key={path} tool={tool} preset={preset} /> : <Landing />}
      {paletteOpen && <LazyPalette onClose={closePalette} toggleTheme={toggle} />}
    </div>
  );
}
