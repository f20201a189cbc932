import { Home, Moon, Search, Sun } from 'lucide-react';
import type { Theme } from './theme';
import { hrefForView, LANDING } from './use-view';

interface HeaderProps {
  theme: Theme;
  onToggleTheme: () => void;
  onOpenPalette: () => void;
}

export function Header({ theme, onToggleTheme, onOpenPalette }: HeaderProps) {
  const home = hrefForView(LANDING);
  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  return (
    <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-900/90">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
        <a
          href={home}
          aria-label="Home"
          title="Home"
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Home aria-hidden="true" className="size-5" />
        </a>
        <a href={home} className="rounded-md px-1 text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-indigo-500">
          DevDeck
        </a>
        <span className="hidden text-sm text-slate-500 sm:inline dark:text-slate-400">Developer tools that stay in your browser</span>
        <button
          type="button"
          onClick={onOpenPalette}
          aria-keyshortcuts="Control+K Meta+K"
          title="Search tools and actions (Ctrl+K)"
          className="ml-auto flex items-center gap-2 rounded-md border border-slate-300 px-2.5 py-1 text-sm text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          <Search aria-hidden="true" className="size-4" />
          <span>Search</span>
          <kbd aria-hidden="true" className="hidden rounded border border-slate-300 px-1 font-sans text-xs sm:inline dark:border-slate-600">
            Ctrl K
          </kbd>
        </button>
        <button
          type="button"
          onClick={onToggleTheme}
          aria-label={`Switch to ${nextTheme} theme`}
          title={`Switch to ${nextTheme} theme`}
          className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800"
        >
          {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
        </button>
      </div>
    </header>
  );
}
