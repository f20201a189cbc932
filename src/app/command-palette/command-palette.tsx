import { Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Command } from './commands';

type Searcher = (query: string) => Command[];

/** Until the fuzzy matcher has loaded (a few ms, once), plain word matching keeps the list useful. */
function plainSearcher(commands: readonly Command[]): Searcher {
  return (query) => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    return commands.filter((command) => {
      const text = [command.label, command.detail, ...command.keywords].join(' ').toLowerCase();
      return words.every((word) => text.includes(word));
    });
  };
}

interface CommandPaletteProps {
  commands: readonly Command[];
  onClose: () => void;
  /** The query it opens with. */
  initialQuery?: string;
}

/**
 * A modal dialog (native <dialog>: focus stays inside, Escape closes, the page behind is inert)
 * holding a combobox over a listbox of commands. Arrow keys move, Enter runs, a click runs.
 */
export function CommandPalette({ commands, onClose, initialQuery = '' }: CommandPaletteProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const listId = useId();
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const [fuzzy, setFuzzy] = useState<Searcher | null>(null);
  const search = useMemo(() => fuzzy ?? plainSearcher(commands), [fuzzy, commands]);
  const results = useMemo(() => search(query), [search, query]);

  // The fuzzy matcher (fuse.js) loads on first use, after the palette's own chunk (see lazy-palette.tsx).
  useEffect(() => {
    let current = true;
    import('./search-commands').then(
      ({ commandSearcher }) => {
        if (current) setFuzzy(() => commandSearcher(commands));
      },
      // Offline before the chunk was cached, the plain matcher simply stays in use.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [commands]);
  const activeIndex = Math.min(active, Math.max(0, results.length - 1));
  const highlighted = results[activeIndex];

  // The highlighted entry is the likely next open: fetch its code while the visitor reads or types.
  useEffect(() => highlighted?.prefetch?.(), [highlighted]);

  useEffect(() => {
    const dialog = dialogRef.current;
    // The dialog is removed rather than just closed, so give focus back ourselves.
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      previous?.focus();
    };
  }, []);

  useEffect(() => {
    document.getElementById(`${listId}-${activeIndex}`)?.scrollIntoView({ block: 'nearest' });
  }, [listId, activeIndex]);

  const run = (command: Command | undefined) => {
    if (!command) return;
    onClose();
    command.run();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = results.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: activeIndex >= last ? 0 : activeIndex + 1,
      ArrowUp: activeIndex <= 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves && results.length > 0) {
      event.preventDefault();
      setActive(moves[event.key] ?? 0);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(results[activeIndex]);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-label="Command palette"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto mt-[12vh] w-[min(36rem,calc(100vw-2rem))] rounded-xl border border-slate-200 bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex items-center gap-2 border-b border-slate-200 px-3 dark:border-slate-700">
        <Search aria-hidden="true" className="size-4 text-slate-500" />
        <input
          autoFocus
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={results.length > 0 ? `${listId}-${activeIndex}` : undefined}
          aria-autocomplete="list"
          aria-label="Search tools and actions"
          placeholder="Search tools and actions…"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          className="h-12 w-full bg-transparent text-base outline-none placeholder:text-slate-500"
        />
      </div>
      {results.length === 0 ? (
        <p role="status" className="px-4 py-6 text-sm text-slate-600 dark:text-slate-400">
          Nothing matches “{query.trim()}”.
        </p>
      ) : (
        <ul id={listId} role="listbox" aria-label="Commands" className="max-h-[50vh] overflow-y-auto p-2">
          {results.map((command, index) => {
            const Icon = command.icon;
            const selected = index === activeIndex;
            return (
              <li
                key={command.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={selected}
                onClick={() => run(command)}
                onMouseMove={() => setActive(index)}
                className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${selected ? 'bg-indigo-50 ring-1 ring-indigo-500 dark:bg-indigo-950' : ''}`}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500 dark:text-slate-400" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{command.label}</span>
                  <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{command.detail}</span>
                </span>
                <span className="text-xs text-slate-500 dark:text-slate-400">{command.tag}</span>
              </li>
            );
          })}
        </ul>
      )}
    </dialog>
  );
}
