import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { CUID_LENGTH, NANO_SIZE, SNOWFLAKE_EPOCHS, SNOWFLAKE_WORKER, type OtherIdKind, type OtherIdOptions } from './other-ids.logic';

interface OtherIdFieldsProps {
  kind: OtherIdKind;
  value: OtherIdOptions;
  onChange: (change: Partial<OtherIdOptions>) => void;
}

type NumberOption = 'nanoSize' | 'cuidLength' | 'snowflakeWorker';

/** Each whole-number choice: its label and the range the logic accepts. */
const NUMBER_FIELDS: Record<NumberOption, { label: string; range: { min: number; max: number } }> = {
  nanoSize: { label: 'Size', range: NANO_SIZE },
  cuidLength: { label: 'Length', range: CUID_LENGTH },
  snowflakeWorker: { label: 'Worker number', range: SNOWFLAKE_WORKER },
};

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function NumberField({ option, value, onChange }: { option: NumberOption } & Omit<OtherIdFieldsProps, 'kind'>) {
  const { label, range } = NUMBER_FIELDS[option];
  return (
    <Field label={label}>
      <Input
        type="number"
        min={range.min}
        max={range.max}
        value={String(value[option])}
        onValue={(text) => onChange({ [option]: numberOf(text) })}
        className="w-24"
      />
    </Field>
  );
}

/** The choices one of the other IDs takes: Nano ID's alphabet and size, CUID2's length, a Snowflake's epoch and worker. */
export function OtherIdFields({ kind, value, onChange }: OtherIdFieldsProps) {
  if (kind === 'nanoid') {
    return (
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Alphabet" className="min-w-80 flex-1">
          <Input code value={value.nanoAlphabet} onValue={(nanoAlphabet) => onChange({ nanoAlphabet })} />
        </Field>
        <NumberField option="nanoSize" value={value} onChange={onChange} />
      </div>
    );
  }
  if (kind === 'cuid2') return <NumberField option="cuidLength" value={value} onChange={onChange} />;
  if (kind === 'snowflake') {
    return (
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Epoch">
          <Select value={value.snowflakeEpoch} options={SNOWFLAKE_EPOCHS} onValue={(snowflakeEpoch) => onChange({ snowflakeEpoch })} />
        </Field>
        <NumberField option="snowflakeWorker" value={value} onChange={onChange} />
      </div>
    );
  }
  return null;
}
