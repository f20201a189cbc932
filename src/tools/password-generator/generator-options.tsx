import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { LOOK_ALIKES, SET_IDS, SETS } from './charsets.logic';
import { LIMITS } from './generate.logic';
import { BYTE_ENCODINGS, MODES, type GeneratorSettings } from './settings';
import { formatNumber } from '@contract/format-number';

interface GeneratorOptionsProps {
  value: GeneratorSettings;
  /** Hears the fields that changed. */
  onChange: (change: Partial<GeneratorSettings>) => void;
}

const range = ({ min, max }: { min: number; max: number }) => `${formatNumber(min)} to ${formatNumber(max)}`;

function WholeField({
  label,
  value,
  limits,
  onValue,
  hint,
}: {
  label: string;
  value: string;
  limits: { min: number; max: number };
  onValue: (value: string) => void;
  hint?: string;
}) {
  return (
    <Field label={label} hint={hint ?? range(limits)}>
      <Input type="number" inputMode="numeric" min={limits.min} max={limits.max} value={value} onValue={onValue} className="w-28" />
    </Field>
  );
}

/** The mode and its options: character sets and exclusions, words, PIN length or byte count; and how many to make. */
export function GeneratorOptions({ value, onChange }: GeneratorOptionsProps) {
  return (
    <div className="space-y-4">
      <Segmented legend="Mode" name="password-mode" value={value.mode} options={MODES.options} onChange={(mode) => onChange({ mode })} />
      {value.mode === 'password' && (
        <>
          <div className="flex flex-wrap items-start gap-3">
            <WholeField label="Length" value={value.length} limits={LIMITS.length} onValue={(length) => onChange({ length })} />
            <WholeField label="Number to generate" value={value.count} limits={LIMITS.count} onValue={(count) => onChange({ count })} />
          </div>
          <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
            <legend className="mb-1 text-sm font-medium">Character sets</legend>
            {SET_IDS.map((id) => (
              <Switch key={id} label={SETS[id].label} checked={value[id]} onChange={(checked) => onChange({ [id]: checked })} />
            ))}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label="Custom set" hint="Characters of your own to add, as a set of their own.">
              <Input code value={value.custom} onValue={(custom) => onChange({ custom })} placeholder="äöü€" maxLength={500} />
            </Field>
            <Field label="Excluded characters" hint="Never used, whatever the sets.">
              <Input code value={value.exclude} onValue={(exclude) => onChange({ exclude })} placeholder="{}[]" maxLength={500} />
            </Field>
          </div>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <Switch
              label="No look-alikes"
              checked={value.noLookAlikes}
              onChange={(noLookAlikes) => onChange({ noLookAlikes })}
              description={`Leaves out ${Array.from(LOOK_ALIKES).join(' ')}`}
            />
            <Switch
              label="At least one of each set"
              checked={value.eachSet}
              onChange={(eachSet) => onChange({ eachSet })}
              description="Drawn again until it holds one: still uniform"
            />
          </div>
        </>
      )}
      {value.mode === 'passphrase' && (
        <div className="flex flex-wrap items-start gap-3">
          <WholeField label="Words" value={value.words} limits={LIMITS.words} onValue={(words) => onChange({ words })} hint="11 bits each" />
          <Field label="Separator">
            <Input code value={value.separator} onValue={(separator) => onChange({ separator })} maxLength={10} className="w-20" />
          </Field>
          <WholeField label="Number to generate" value={value.count} limits={LIMITS.count} onValue={(count) => onChange({ count })} />
          <div className="flex flex-col gap-2 pt-6">
            <Switch label="Capitalise" checked={value.capitalise} onChange={(capitalise) => onChange({ capitalise })} />
            <Switch label="Add a number" checked={value.addNumber} onChange={(addNumber) => onChange({ addNumber })} />
          </div>
        </div>
      )}
      {value.mode === 'pin' && (
        <div className="flex flex-wrap items-start gap-3">
          <WholeField label="PIN length" value={value.pinLength} limits={LIMITS.pinLength} onValue={(pinLength) => onChange({ pinLength })} />
          <WholeField label="Number to generate" value={value.count} limits={LIMITS.count} onValue={(count) => onChange({ count })} />
        </div>
      )}
      {value.mode === 'bytes' && (
        <div className="flex flex-wrap items-start gap-3">
          <WholeField
            label="Bytes"
            value={value.byteCount}
            limits={LIMITS.byteCount}
            onValue={(byteCount) => onChange({ byteCount })}
            hint={`${range(LIMITS.byteCount)}; 32 is openssl rand -hex 32`}
          />
          <Field label="Encoding">
            <Select value={value.encoding} options={BYTE_ENCODINGS.options} onValue={(encoding) => onChange({ encoding })} />
          </Field>
          <WholeField label="Number to generate" value={value.count} limits={LIMITS.count} onValue={(count) => onChange({ count })} />
        </div>
      )}
    </div>
  );
}
