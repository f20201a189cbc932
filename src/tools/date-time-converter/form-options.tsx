import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, type SelectOption } from '@/components/ui/select';
import { ErrorLine } from '@/components/error-line';
import type { ConverterState } from './converter-state';
import { SNOWFLAKE_PRESETS } from './id-time.logic';

const excelOptions: SelectOption<ConverterState['excelSystem']>[] = [
  { value: '1900', label: '1900 (Windows, default)' },
  { value: '1904', label: '1904 (old Mac workbooks)' },
];

const snowflakeOptions: SelectOption<ConverterState['snowflake']>[] = [
  ...SNOWFLAKE_PRESETS.map(({ id, label }) => ({ value: id, label })),
  { value: 'custom', label: 'Custom epoch' },
];

interface FormOptionsProps {
  state: ConverterState;
  onChange: (patch: Partial<ConverterState>) => void;
  epochProblem: string | null;
}

/** The choices a few forms need: Excel's date system and the Snowflake epoch (used both ways). */
export function FormOptions({ state, onChange, epochProblem }: FormOptionsProps) {
  return (
    <div className="flex flex-wrap items-start gap-4">
      <Field label="Excel date system">
        <Select value={state.excelSystem} options={excelOptions} onValue={(excelSystem) => onChange({ excelSystem })} />
      </Field>
      <Field label="Snowflake epoch">
        <Select value={state.snowflake} options={snowflakeOptions} onValue={(snowflake) => onChange({ snowflake })} />
      </Field>
      {state.snowflake === 'custom' && (
        <div className="flex flex-col gap-1">
          <Field label="Custom epoch (Unix milliseconds)" hint="Ids with 22 low bits of worker and sequence, as Twitter's and Discord's.">
            <Input
              code
              value={state.customEpoch}
              onValue={(customEpoch) => onChange({ customEpoch })}
              inputMode="numeric"
              placeholder="1420070400000"
              aria-invalid={epochProblem !== null || undefined}
            />
          </Field>
          <ErrorLine message={epochProblem} />
        </div>
      )}
    </div>
  );
}
