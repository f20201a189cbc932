import { Check } from 'lucide-react';

export interface SegmentOption<Value extends string> {
  value: Value;
  label: string;
  disabled?: boolean;
}

interface SegmentedProps<Value extends string> {
  /** The group's accessible name (shown as a legend unless hideLegend). */
  legend: string;
  hideLegend?: boolean;
  name: string;
  value: Value;
  options: readonly SegmentOption<Value>[];
  onChange: (value: Value) => void;
}

/** A radio group drawn as joined buttons; the chosen one is filled and ticked, so colour is not the only signal. */
export function Segmented<Value extends string>({ legend, hideLegend = false, name, value, options, onChange }: SegmentedProps<Value>) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2 text-sm">
      <legend className={hideLegend ? 'sr-only' : 'float-left mr-2 font-medium'}>{legend}</legend>
      <div className="flex overflow-hidden rounded-lg border border-slate-300 dark:border-slate-700">
        {options.map((option) => (
          <label
            key={option.value}
            className="relative cursor-pointer px-2.5 py-1 has-checked:bg-indigo-600 has-checked:text-white has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-2 has-focus-visible:outline-indigo-500"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              disabled={option.disabled}
              onChange={() => onChange(option.value)}
              className="absolute inset-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
            />
            <span className="inline-flex items-center gap-1">
              {value === option.value && <Check aria-hidden="true" className="size-3.5" />}
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
