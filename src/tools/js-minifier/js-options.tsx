import type { JsSourceType } from '@contract/js-minify';
import { Segmented } from '@/components/ui/segmented';
import { Switch } from '@/components/ui/switch';
import type { JsOptions } from './js-options.logic';

const sourceTypeOptions = [
  { value: 'module', label: 'Module' },
  { value: 'script', label: 'Script' },
] as const satisfies readonly { value: JsSourceType; label: string }[];

/** Module or script (whether top-level names may be renamed) and whether licence comments stay. */
export function JsOptionsBar({ value, onChange }: { value: JsOptions; onChange: (options: JsOptions) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Segmented
        legend="Source type"
        name="js-source-type"
        value={value.sourceType}
        options={sourceTypeOptions}
        onChange={(sourceType) => onChange({ ...value, sourceType })}
      />
      <Switch label="Keep licence comments" checked={value.keepLicense} onChange={(keepLicense) => onChange({ ...value, keepLicense })} />
    </div>
  );
}
