import { Switch } from '@/components/ui/switch';
import type { CssOptions } from './css-options.logic';

/** Licence comments, and csso's restructuring (Local engine only: the AI is told never to merge rules). */
export function CssOptionsBar({ value, onChange, localEngine }: { value: CssOptions; onChange: (options: CssOptions) => void; localEngine: boolean }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Switch label="Keep licence comments" checked={value.keepLicense} onChange={(keepLicense) => onChange({ ...value, keepLicense })} />
      <Switch label="Merge rules" checked={value.restructure} disabled={!localEngine} onChange={(restructure) => onChange({ ...value, restructure })} />
    </div>
  );
}
