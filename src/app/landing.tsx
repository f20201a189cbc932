import { Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { FavoriteButton } from '@/components/favorite-button';
import { ToolCard } from '@/components/tool-card';
import { Segmented, type SegmentOption } from '@/components/ui/segmented';
import { useStoredValue } from '@/lib/stored-value';
import type { Tool } from '@/tools/define-tool';
import { tools } from '@/tools/registry';
import { filterTools, groupByCategory } from './filter-tools';
import { prefetchCodeEditorWhenIdle } from './prefetch/prefetcher';
import { useToolPrefetch } from './prefetch/use-tool-prefetch';
import { favoriteTools, landingOrder, recentTools, toggleFavorite, type LandingOrder } from './tool-lists';
import { hrefForView } from './use-view';

const toolsByCategory = groupByCategory(tools);

/** Known tools for stored ids, in the ids' order; ids of tools that no longer exist are skipped. */
function toolsFor(ids: readonly string[]): Tool[] {
  return ids.flatMap((id) => tools.filter((tool) => tool.id === id));
}

function ToolGridItem({ tool, children }: { tool: Tool; children: ReactNode }) {
  return <li {...useToolPrefetch(tool)}>{children}</li>;
}

function ToolGrid({ label, list, favorites }: { label: string; list: readonly Tool[]; favorites: readonly string[] }) {
  return (
    <ul aria-label={label} className="mt-3 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {list.map((tool) => (
        <ToolGridItem key={tool.id} tool={tool}>
          <ToolCard
            href={hrefForView(tool.id)}
            title={tool.title}
            description={tool.description}
            icon={tool.icon}
            color={tool.color}
            badge={tool.kind === 'ai' ? 'AI' : 'Local'}
            action={<FavoriteButton title={tool.title} favorite={favorites.includes(tool.id)} onToggle={() => toggleFavorite(tool.id)} />}
          />
        </ToolGridItem>
      ))}
    </ul>
  );
}

/** An id attribute may hold no spaces (aria-labelledby splits on them). */
const categoryHeadingId = (category: string) => `category-${category.toLowerCase().replace(/[^a-z]+/g, '-')}`;

const ORDERS: SegmentOption<LandingOrder>[] = [
  { value: 'title', label: 'A to Z' },
  { value: 'category', label: 'By category' },
];

/** The tools' search words, fetched once the visitor starts searching; empty until then (or if offline before they were cached). */
function useSearchWords(searching: boolean): ReadonlyMap<string, readonly string[]> | undefined {
  const [words, setWords] = useState<ReadonlyMap<string, readonly string[]>>();
  useEffect(() => {
    if (!searching || words) return;
    let current = true;
    import('@/tools/search-words').then(
      (module) => current && setWords(module.searchWords),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [searching, words]);
  return words;
}

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

export function Landing() {
  const [query, setQuery] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);
  const words = useSearchWords(query !== '');
  const visible = useMemo(() => filterTools(tools, query, words), [query, words]);
  const favoriteIds = useStoredValue(favoriteTools);
  const recentIds = useStoredValue(recentTools);
  const order = useStoredValue(landingOrder);
  // In title order, as the registry is.
  const favorites = useMemo(() => tools.filter((tool) => favoriteIds.includes(tool.id)), [favoriteIds]);
  const recents = useMemo(() => toolsFor(recentIds), [recentIds]);
  // While searching, only the matches matter.
  const searching = query.trim() !== '';

  useEffect(prefetchCodeEditorWhenIdle, []);

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
      <p className="mt-1 text-slate-600 dark:text-slate-400">Local tools never send your data anywhere. AI tools go through this server only.</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <div className="relative w-full max-w-md">
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
        {/* The spec's one grid sorted by title, or sections by category: the visitor's choice, remembered. */}
        <Segmented legend="Order" hideLegend name="landing-order" value={order} options={ORDERS} onChange={landingOrder.set} />
      </div>
      {!searching && favorites.length > 0 && (
        <section aria-labelledby="favourites-heading" className="mt-8">
          <h2 id="favourites-heading" className="text-lg font-semibold">
            Favourites
          </h2>
          <ToolGrid label="Favourites" list={favorites} favorites={favoriteIds} />
        </section>
      )}
      {!searching && recents.length > 0 && (
        <section aria-labelledby="recents-heading" className="mt-8">
          <h2 id="recents-heading" className="text-lg font-semibold">
            Recently used
          </h2>
          <ToolGrid label="Recently used" list={recents} favorites={favoriteIds} />
        </section>
      )}
      {visible.length === 0 ? (
        <p role="status" className="mt-8 text-slate-600 dark:text-slate-400">
          No tools match “{query.trim()}”.
        </p>
      ) : !searching && order === 'category' ? (
        toolsByCategory.map(({ category, tools: list }) => (
          <section key={category} aria-labelledby={categoryHeadingId(category)} className="mt-8">
            <h2 id={categoryHeadingId(category)} className="text-lg font-semibold">
              {category}
            </h2>
            <ToolGrid label={category} list={list} favorites={favoriteIds} />
          </section>
        ))
      ) : (
        <div className="mt-8">
          {!searching && (favorites.length > 0 || recents.length > 0) && <h2 className="text-lg font-semibold">All tools</h2>}
          <ToolGrid label="Tools" list={visible} favorites={favoriteIds} />
        </div>
      )}
    </main>
  );
}
