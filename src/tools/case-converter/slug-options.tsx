import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import type { SlugOptions } from './slug.logic';

interface SlugOptionsProps {
  options: SlugOptions;
  onChange: (patch: Partial<SlugOptions>) => void;
}

/** The URL slug's own settings, grouped apart from the word cases'. */
export function SlugOptionsFieldset({ options, onChange }: SlugOptionsProps) {
  return (
    <fieldset className="flex flex-wrap items-end gap-x-5 gap-y-2 rounded-lg border border-slate-200 px-3 pt-1 pb-2 dark:border-slate-800">
      <legend className="px-1 text-sm font-medium">URL slug</legend>
      <Field label="Separator" className="w-24">
        <Input code value={options.separator} maxLength={10} onValue={(separator) => onChange({ separator })} />
      </Field>
      <Switch label="Lower case" checked={options.lowercase} onChange={(lowercase) => onChange({ lowercase })} />
      <Switch label="Transliterate to ASCII" checked={options.transliterate} onChange={(transliterate) => onChange({ transliterate })} />
      <Switch label="Split camelCase" checked={options.splitCamelCase} onChange={(splitCamelCase) => onChange({ splitCamelCase })} />
    </fieldset>
  );
}
