import { useId } from 'react';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A short note under the switch, read out as its description. */
  description?: string;
}

/** An on/off toggle: a real checkbox with role="switch", its state shown by position and an "On"/"Off"-free knob. */
export function Switch({ label, checked, onChange, disabled = false, description }: SwitchProps) {
  const descriptionId = useId();
  const control = (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm has-disabled:cursor-not-allowed has-disabled:opacity-60">
      <span className="relative inline-flex h-5 w-9 shrink-0 items-center">
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={description ? descriptionId : undefined}
          className="peer absolute inset-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition checked:bg-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 disabled:cursor-not-allowed dark:bg-slate-700 dark:checked:bg-indigo-500"
        />
        <span aria-hidden="true" className="pointer-events-none absolute left-0.5 size-4 rounded-full bg-white shadow transition peer-checked:translate-x-4" />
      </span>
      {label}
    </label>
  );
  if (!description) return control;
  return (
    <div className="flex flex-col items-end">
      {control}
      <span id={descriptionId} className="text-xs text-slate-600 dark:text-slate-400">
        {description}
      </span>
    </div>
  );
}
