import { Dices, Shuffle } from 'lucide-react';
import type { FormEvent } from 'react';
import { CARD_CLASS } from '@/components/panel';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { isTableFormat, OUTPUT_FORMATS, type OutputFormat } from './output-format.logic';
import { DATA_TYPES, LOCALES, MAX_COUNT, type DataTypeKey, type LocaleKey } from './random-data-generator.logic';
import { formatNumber } from '@contract/format-number';

export interface Settings {
  type: DataTypeKey;
  locale: LocaleKey;
  format: OutputFormat;
  /** Extra columns for the table formats. */
  extras: DataTypeKey[];
  tableName: string;
  exampleEmails: boolean;
  /** CSV: cells that start like a formula get a leading quote (on by default). */
  csvSafe: boolean;
}

interface GeneratorOptionsProps {
  settings: Settings;
  onSettings: (patch: Partial<Settings>) => void;
  countText: string;
  onCountText: (text: string) => void;
  /** Shown under Count when the last entry was above the maximum. */
  countNote: string | null;
  seedText: string;
  onSeedText: (text: string) => void;
  seedInvalid: boolean;
  /** Whether an email column is generated, so the email-domain switch applies. */
  hasEmails: boolean;
  busy: boolean;
  onGenerate: () => void;
}

const typeOptions = DATA_TYPES.map((type) => ({ value: type.key, label: type.label }));
const formatOptions = OUTPUT_FORMATS.map(({ value, label }) => ({ value, label }));

/** The form: Enter in Count or Seed generates, as the Generate button does. */
export function GeneratorOptions(props: GeneratorOptionsProps) {
  const { settings, onSettings, busy } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onGenerate();
  };
  const toggleExtra = (key: DataTypeKey, on: boolean) =>
    onSettings({ extras: on ? [...settings.extras, key] : settings.extras.filter((extra) => extra !== key) });

  return (
    // noValidate: out-of-range counts are corrected by the spec's rules, not refused by the browser.
    <form noValidate onSubmit={submit} className={`${CARD_CLASS} space-y-3 p-4`}>
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Data Type">
          <Select value={settings.type} options={typeOptions} onValue={(type) => onSettings({ type })} />
        </Field>
        <Field label="Count" className="max-w-52" hint={<span role="status">{props.countNote ?? `1 to ${formatNumber(MAX_COUNT)}`}</span>}>
          <Input type="number" min={1} max={MAX_COUNT} step={1} className="w-28" value={props.countText} onValue={props.onCountText} />
        </Field>
        <Field label="Locale">
          <Select value={settings.locale} options={LOCALES} onValue={(locale) => onSettings({ locale })} />
        </Field>
        <Field label="Seed" className="max-w-52" hint="Blank for random; reuse one for the same data">
          <Input
            inputMode="numeric"
            placeholder="Random"
            className="w-36"
            value={props.seedText}
            aria-invalid={props.seedInvalid || undefined}
            onValue={props.onSeedText}
          />
        </Field>
        <Button type="submit" variant="primary" icon={Dices} busy={busy} busyLabel="Generating..." className="mt-6">
          Generate
        </Button>
      </div>

      <div className="flex flex-wrap items-center gap-4">
        <Segmented legend="Format" name="random-data-format" value={settings.format} options={formatOptions} onChange={(format) => onSettings({ format })} />
        {settings.format === 'sql' && (
          <Field label="Table Name" inline>
            <Input code className="w-40" value={settings.tableName} onValue={(tableName) => onSettings({ tableName })} />
          </Field>
        )}
        {settings.format === 'csv' && (
          <Switch
            label="Safe for spreadsheets"
            description="Cells starting with =, +, -, @, tab or CR get a leading ' (negative numbers too)."
            checked={settings.csvSafe}
            onChange={(csvSafe) => onSettings({ csvSafe })}
          />
        )}
        {props.hasEmails && (
          <Switch
            label="Emails at example.com (never delivered)"
            checked={settings.exampleEmails}
            onChange={(exampleEmails) => onSettings({ exampleEmails })}
          />
        )}
      </div>

      {isTableFormat(settings.format) && (
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
          <legend className="float-left mr-2 inline-flex items-center gap-1 font-medium">
            <Shuffle aria-hidden="true" className="size-4" /> Also include
          </legend>
          {DATA_TYPES.filter((type) => type.key !== settings.type).map((type) => (
            <label key={type.key} className="inline-flex cursor-pointer items-center gap-1.5">
              <input
                type="checkbox"
                className="size-4 accent-indigo-600"
                checked={settings.extras.includes(type.key)}
                onChange={(event) => toggleExtra(type.key, event.target.checked)}
              />
              {type.label}
            </label>
          ))}
        </fieldset>
      )}
    </form>
  );
}
