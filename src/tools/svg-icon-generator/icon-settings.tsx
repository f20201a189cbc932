import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { IconSettings } from './icon-match.logic';

export const SIZE_LIMITS = { min: 16, max: 512 } as const;
export const STROKE_LIMITS = { min: 0.5, max: 4, step: 0.25 } as const;

interface IconSettingsControlsProps {
  value: IconSettings;
  onChange: (value: IconSettings) => void;
}

/** Size in pixels and stroke width, applied to the shown icon and every export at once. */
export function IconSettingsControls({ value, onChange }: IconSettingsControlsProps) {
  return (
    <fieldset className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <legend className="px-1 text-sm font-medium text-slate-700 dark:text-slate-300">Icon settings</legend>
      <Field label={`Size (${value.size} px)`} className="min-w-40 flex-1">
        <input
          type="range"
          min={SIZE_LIMITS.min}
          max={SIZE_LIMITS.max}
          step={8}
          value={value.size}
          onChange={(event) => onChange({ ...value, size: Number(event.target.value) })}
          aria-valuetext={`${value.size} pixels`}
          className="accent-indigo-600"
        />
      </Field>
      <Field label="Stroke width" inline>
        <Input
          type="number"
          min={STROKE_LIMITS.min}
          max={STROKE_LIMITS.max}
          step={STROKE_LIMITS.step}
          value={value.strokeWidth}
          onValue={(text) => {
            const width = Number(text);
            if (Number.isFinite(width) && width >= STROKE_LIMITS.min && width <= STROKE_LIMITS.max) onChange({ ...value, strokeWidth: width });
          }}
          className="w-20"
        />
      </Field>
    </fieldset>
  );
}
