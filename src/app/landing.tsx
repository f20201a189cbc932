import { Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ToolCard } from '@/components/tool-card';
import { tools } from '@/tools/registry';
import { filterTools, sortByTitle } from './filter-tools';
import { hrefForView } from './use-view';

const sortedTools = sortByTitle(tools);

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

export function Landing() {
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const visible = useMemo(() => filterTools(sortedTools, query), [query]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target)) {
        event.preventDefault();
        searchRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold tracking-tight">Tools</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Local tools never send your data anywhere. AI tools go through this server only.
      </p>
      <div className="relative mt-6 max-w-md">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          ref={searchRef}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          aria-label="Search tools"
          aria-keyshortcuts="/"
          placeholder="Search tools (press / to focus)"
          className="w-full rounded-lg border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 dark:border-slate-700 dark:bg-slate-900"
        />
      </div>
      {visible.length === 0 ? (
        <p role="status" className="mt-8 text-slate-600 dark:text-slate-400">
          No tools match “{query.trim()}”.
        </p>
      ) : (
        <ul aria-label="Tools" data-testid="tool-grid" className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {visible.map((tool) => (
            <li key={tool.id}>
              <ToolCard
                href={hrefForView(tool.id)}
                title={tool.title}
                description={tool.description}
                icon={tool.icon}
                color={tool.color}
                badge={tool.kind === 'ai' ? 'AI' : 'Local'}
              />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
