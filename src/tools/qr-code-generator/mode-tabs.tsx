import type { LucideIcon } from 'lucide-react';
import type { KeyboardEvent } from 'react';

export interface TabOption<Value extends string> {
  value: Value;
  label: string;
  icon: LucideIcon;
}

interface ModeTabsProps<Value extends string> {
  label: string;
  /** Prefix for the ids that tie each tab to its panel: `${idPrefix}-tab-${value}` and `${idPrefix}-panel-${value}`. */
  idPrefix: string;
  value: Value;
  options: readonly TabOption<Value>[];
  onChange: (value: Value) => void;
}

/** An ARIA tab list: arrow keys, Home and End move between tabs (automatic activation); the chosen tab is underlined and bold. */
export function ModeTabs<Value extends string>({ label, idPrefix, value, options, onChange }: ModeTabsProps<Value>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = options.findIndex((option) => option.value === value);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: options.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const option = options[(next + options.length) % options.length];
    if (!option) return;
    onChange(option.value);
    document.getElementById(`${idPrefix}-tab-${option.value}`)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex gap-1 border-b border-slate-200 dark:border-slate-800">
      {options.map(({ value: optionValue, label: optionLabel, icon: Icon }) => {
        const selected = optionValue === value;
        return (
          <button
            key={optionValue}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${optionValue}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel-${optionValue}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(optionValue)}
            className={`-mb-px inline-flex items-center gap-1.5 border-b-2 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-indigo-500 ${
              selected
                ? 'border-indigo-600 font-semibold text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
            }`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {optionLabel}
          </button>
        );
      })}
    </div>
  );
}
