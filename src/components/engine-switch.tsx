import { Check } from 'lucide-react';

export type Engine = 'ai' | 'local';

interface EngineSwitchProps {
  value: Engine;
  onChange: (engine: Engine) => void;
  /** False when the server reports no AI provider; the AI option is then unavailable and says why. */
  aiAvailable: boolean;
}

const options: { value: Engine; label: string }[] = [
  { value: 'ai', label: 'AI' },
  { value: 'local', label: 'Local' },
];

/** The "Engine" radio group shared by tools that have both an AI and a local engine. */
export function EngineSwitch({ value, onChange, aiAvailable }: EngineSwitchProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <legend className="float-left mr-2 font-medium">Engine</legend>
      <div className="flex overflow-hidden rounded-lg border border-slate-300 dark:border-slate-700">
        {options.map((option) => {
          const disabled = option.value === 'ai' && !aiAvailable;
          return (
            <label
              key={option.value}
              className={`relative cursor-pointer px-3 py-1 has-checked:bg-indigo-600 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-indigo-500 ${disabled ? 'cursor-not-allowed opacity-50' : ''}`}
            >
              <input
                type="radio"
                name="engine"
                value={option.value}
                checked={value === option.value}
                disabled={disabled}
                onChange={() => onChange(option.value)}
                className="absolute inset-0 cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed"
              />
              <span className="inline-flex items-center gap-1">
                {value === option.value && <Check aria-hidden="true" className="size-3.5" />}
                {option.label}
              </span>
            </label>
          );
        })}
      </div>
      {!aiAvailable && <span className="text-slate-500 dark:text-slate-400">AI is not configured on this server.</span>}
    </fieldset>
  );
}
