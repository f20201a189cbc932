import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { OtherIdFields } from './other-id-fields';
import type { OtherIdOptions } from './other-ids.logic';
import {
  isFixed,
  isNameBased,
  isOtherId,
  MAX_COUNT,
  NAMESPACES,
  VERSION_OPTIONS,
  type NameInput,
  type NamespaceChoice,
  type UuidFormat,
  type IdKind,
} from './guid-generator.logic';
import { formatNumber } from '@contract/format-number';

/** Hints sit outside the label, so each control's accessible name is exactly its label. */
const hintClass = 'text-xs text-slate-500 dark:text-slate-400';

const namespaceOptions: SelectOption<NamespaceChoice>[] = [...NAMESPACES.map(({ value, label }) => ({ value, label })), { value: 'custom', label: 'Custom' }];

/** What the options panel sets; the count is the field's text, clamped when GUIDs are made. */
export interface GuidSettings {
  version: IdKind;
  count: string;
  names: NameInput;
  format: UuidFormat;
  other: OtherIdOptions;
}

interface GuidOptionsProps {
  value: GuidSettings;
  /** Hears the one setting that changed. */
  onChange: (change: Partial<GuidSettings>) => void;
}

/** Version, count (or namespace and names for v3/v5) and output format. */
export function GuidOptions({ value: { version, count, names, format, other }, onChange }: GuidOptionsProps) {
  const nameBased = isNameBased(version);
  const onNames = (next: Partial<NameInput>) => onChange({ names: { ...names, ...next } });
  const onFormat = (next: Partial<UuidFormat>) => onChange({ format: { ...format, ...next } });
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Type">
          <Select value={version} options={VERSION_OPTIONS} onValue={(version) => onChange({ version })} />
        </Field>
        {!nameBased && (
          <div className="space-y-1">
            <Field label="Number to generate">
              <Input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_COUNT}
                value={count}
                disabled={isFixed(version)}
                onValue={(count) => onChange({ count })}
                aria-describedby="guid-count-hint"
                className="w-32"
              />
            </Field>
            <p id="guid-count-hint" className={hintClass}>
              {isFixed(version) ? 'Nil and Max are single fixed values.' : `1 to ${formatNumber(MAX_COUNT)}`}
            </p>
          </div>
        )}
        {nameBased && (
          <Field label="Namespace">
            <Select value={names.namespace} options={namespaceOptions} onValue={(namespace) => onNames({ namespace })} />
          </Field>
        )}
        {nameBased && names.namespace === 'custom' && (
          <Field label="Custom namespace" className="min-w-80 flex-1">
            <Input
              code
              value={names.customNamespace}
              onValue={(customNamespace) => onNames({ customNamespace })}
              placeholder="6ba7b810-9dad-11d1-80b4-00c04fd430c8"
            />
          </Field>
        )}
      </div>
      {nameBased && (
        <div className="space-y-1">
          <Field label="Names">
            <Textarea
              rows={3}
              value={names.names}
              onValue={(text) => onNames({ names: text })}
              placeholder="www.example.com"
              aria-describedby="guid-names-hint"
            />
          </Field>
          <p id="guid-names-hint" className={hintClass}>
            One name per line; each gives one UUID, always the same for the same namespace and name.
          </p>
        </div>
      )}
      {isOtherId(version) ? (
        <OtherIdFields kind={version} value={other} onChange={(next) => onChange({ other: { ...other, ...next } })} />
      ) : (
        <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
          <legend className="sr-only">Format</legend>
          <Switch label="Uppercase" checked={format.uppercase} onChange={(uppercase) => onFormat({ uppercase })} />
          <Switch label="Hyphens" checked={format.hyphens} onChange={(hyphens) => onFormat({ hyphens })} />
          <Switch label="Braces" checked={format.braces} onChange={(braces) => onFormat({ braces })} />
        </fieldset>
      )}
    </div>
  );
}
