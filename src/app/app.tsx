import { useEffect } from 'react';
import { tools } from '@/tools/registry';
import { Header } from './header';
import { Landing } from './landing';
import { useTheme } from './theme';
import { ToolHost } from './tool-host';
import { useView } from './use-view';

export function App() {
  const view = useView();
  const { theme, toggle } = useTheme();
  const tool = tools.find((candidate) => candidate.id === view);

  useEffect(() => {
    document.title = tool ? `${tool.title} · DevDeck` : 'DevDeck: developer tools';
  }, [tool]);

  return (
    <div className="min-h-screen">
      <Header theme={theme} onToggleTheme={toggle} />
      {tool ? <ToolHost tool={tool} /> : <Landing />}
    </div>
  );
}
