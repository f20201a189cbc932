import { Check, ChevronDown } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Input } from '@/components/ui/input';
import { canonicalZone, currentOffset, searchZones, type ZoneOption } from '@/lib/time-zones';

interface ZoneComboboxProps {
  label: string;
  /** The committed zone; '' when blank. */
  value: string;
  options: readonly ZoneOption[];
  onCommit: (zone: string) => void;
  placeholder?: string;
  /** For an "add" picker: the field empties after each pick. */
  clearOnCommit?: boolean;
  invalid?: boolean;
}

const PAGE = 10;
/** The list is windowed: only the options in view (plus a margin) are in the DOM, so 400+ zones stay fast. */
const ROW_HEIGHT = 32;
const VISIBLE_ROWS = 9;
const VIEW_HEIGHT = ROW_HEIGHT * VISIBLE_ROWS;
const OVERSCAN = 8;

/** The scroll position that shows row `index`, moving as little as possible. */
function revealRow(index: number, scrollTop: number): number {
  const top = index * ROW_HEIGHT;
  if (top < scrollTop) return top;
  if (top + ROW_HEIGHT > scrollTop + VIEW_HEIGHT) return top + ROW_HEIGHT - VIEW_HEIGHT;
  return scrollTop;
}

/**
 * A searchable timezone picker following the ARIA combobox pattern: an input with a listbox popup,
 * arrows/Page keys to move, Enter to pick, Escape to close and restore. Typing a zone name exactly, or
 * leaving the field, commits what was typed, so a zone the list lacks but the browser knows still works.
 * Options carry aria-setsize/aria-posinset, since only those in view are rendered.
 */
export function ZoneCombobox({
  label,
  value,
  options,
  onCommit,
  placeholder = 'Search by city, region or UTC offset',
  clearOnCommit = false,
  invalid = false,
}: ZoneComboboxProps) {
  const inputId = useId();
  const listId = useId();
  const offsetId = useId();
  /** What the visitor is typing; null while the field shows the committed value. */
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [scrollTop, setScrollTop] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const matches = useMemo(() => (draft === null ? options : searchZones(options, draft)), [options, draft]);
  const valueOffset = useMemo(() => (value ? (options.find((option) => option.id === value)?.offset ?? currentOffset(value)) : null), [options, value]);
  const optionId = (index: number) => `${listId}-option-${index}`;

  // The scroll position is state (it decides which rows render); the list element follows it.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (open && list && Math.abs(list.scrollTop - scrollTop) >= 1) list.scrollTop = scrollTop;
  }, [open, scrollTop]);

  const activate = (index: number, scroll: (index: number) => number) => {
    setActive(index);
    setScrollTop(scroll(index));
  };

  const openList = () => {
    setOpen(true);
    const current =
      draft === null
        ? Math.max(
            0,
            matches.findIndex((option) => option.id === value),
          )
        : 0;
    activate(current, (index) => Math.max(0, index * ROW_HEIGHT - (VIEW_HEIGHT - ROW_HEIGHT) / 2));
  };

  const commit = (zone: string) => {
    onCommit(zone);
    setDraft(null);
    setOpen(false);
  };

  const type = (text: string) => {
    setDraft(text);
    setOpen(true);
    activate(0, () => 0);
    // A blank field clears the result at once; an exact zone name takes effect without Enter.
    if (text.trim() === '' && !clearOnCommit) onCommit('');
    const exact = options.find((option) => option.id.toLowerCase() === text.trim().toLowerCase());
    if (exact && !clearOnCommit) onCommit(exact.id);
  };

  const move = (to: number) => {
    if (!open) return openList();
    activate(Math.min(Math.max(to, 0), matches.length - 1), (index) => revealRow(index, scrollTop));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        move(active + 1);
        break;
      case 'ArrowUp':
        move(active - 1);
        break;
      case 'PageDown':
        move(active + PAGE);
        break;
      case 'PageUp':
        move(active - PAGE);
        break;
      case 'Enter': {
        const chosen = open ? matches[active] : undefined;
        if (chosen) commit(chosen.id);
        else if (draft !== null) commit(canonicalZone(options, draft));
        break;
      }
      case 'Escape':
        if (!open && draft === null) return;
        setOpen(false);
        setDraft(null);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // Leaving the field commits what was typed (an "add" picker just forgets it).
  const onBlur = () => {
    if (draft !== null && draft.trim() !== '' && !clearOnCommit) commit(canonicalZone(options, draft));
    else {
      setDraft(null);
      setOpen(false);
    }
  };

  const shown = draft ?? (clearOnCommit ? '' : value);
  const activeOption = open ? matches[active] : undefined;
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(matches.length, Math.ceil((scrollTop + VIEW_HEIGHT) / ROW_HEIGHT) + OVERSCAN);

  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <label htmlFor={inputId} className="font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="relative">
        <Input
          code
          id={inputId}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          aria-describedby={valueOffset && !clearOnCommit ? offsetId : undefined}
          aria-invalid={invalid || undefined}
          placeholder={placeholder}
          className="w-full pr-28"
          value={shown}
          onValue={type}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          onClick={() => (open ? setOpen(false) : openList())}
        />
        {valueOffset && !clearOnCommit && draft === null && (
          <span id={offsetId} className="pointer-events-none absolute top-1/2 right-8 -translate-y-1/2 text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {valueOffset}
          </span>
        )}
        <button
          type="button"
          tabIndex={-1}
          aria-label={`Show ${label} list`}
          className="absolute inset-y-0 right-0 grid w-8 place-items-center text-slate-500 dark:text-slate-400"
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            document.getElementById(inputId)?.focus();
            if (open) setOpen(false);
            else openList();
          }}
        >
          <ChevronDown aria-hidden="true" className="size-4" />
        </button>
        {open && (
          <div className="absolute z-20 mt-1 w-full min-w-64 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900">
            {matches.length === 0 && <p className="px-3 py-2 text-slate-500 dark:text-slate-400">No timezone matches.</p>}
            <div ref={listRef} className="overflow-y-auto" style={{ maxHeight: VIEW_HEIGHT }} onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}>
              <ul id={listId} role="listbox" aria-label={label} style={{ paddingTop: first * ROW_HEIGHT, paddingBottom: (matches.length - last) * ROW_HEIGHT }}>
                {matches.slice(first, last).map((option, offset) => {
                  const index = first + offset;
                  return (
                    <li
                      key={option.id}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === active}
                      aria-setsize={matches.length}
                      aria-posinset={index + 1}
                      style={{ height: ROW_HEIGHT }}
                      className={`flex cursor-pointer items-center gap-2 px-3 ${index === active ? 'bg-indigo-600 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
                      onMouseDown={(event) => event.preventDefault()}
                      onMouseMove={() => index !== active && setActive(index)}
                      onClick={() => commit(option.id)}
                    >
                      {option.id === value && !clearOnCommit ? <Check aria-hidden="true" className="size-4 shrink-0" /> : <span className="size-4 shrink-0" />}
                      <span className="min-w-0 flex-1 truncate font-mono">
                        {option.id}
                        {option.alias && <span className={index === active ? 'text-indigo-100' : 'text-slate-500 dark:text-slate-400'}> ({option.alias})</span>}
                      </span>
                      <span className={`shrink-0 text-xs tabular-nums ${index === active ? 'text-indigo-100' : 'text-slate-500 dark:text-slate-400'}`}>
                        {option.offset}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
