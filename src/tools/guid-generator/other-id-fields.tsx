import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { CUID_LENGTH, NANO_SIZE, SNOWFLAKE_EPOCHS, type OtherIdKind, type OtherIdOptions } from './other-ids.logic';

interface OtherIdFieldsProps {
  kind: OtherIdKind;
  value: OtherIdOptions;
  onChange: (change: Partial<OtherIdOptions>) => void;
}

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The choices one of the other IDs takes: Nano ID's alphabet and size, CUID2's length, a Snowflake's epoch and worker. */
export function OtherIdFields({ kind, value, onChange }: OtherIdFieldsProps) {
  if (kind === 'nanoid') {
    return (
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Alphabet" className="min-w-80 flex-1">
          <Input code value={value.nanoAlphabet} onValue={(nanoAlphabet) => onChange({ nanoAlphabet })} />
        </Field>
        <Field label="Size">
          <Input
            type="number"
            min={NANO_SIZE.min}
            max={NANO_SIZE.max}
            value={String(value.nanoSize)}
            onValue={(size) => onChange({ nanoSize: numberOf(size) })}
            className="w-24"
          />
        </Field>
      </div>
    );
  }
  if (kind === 'cuid2') {
    return (
      <Field label="Length">
        <Input
          type="number"
          min={CUID_LENGTH.min}
          max={CUID_LENGTH.max}
          value={String(value.cuidLength)}
          onValue={(length) => onChange({ cuidLength: numberOf(length) })}
          className="w-24"
        />
      </Field>
    );
  }
  if (kind === 'snowflake') {
    return (
      <div className="flex flex-wrap items-start gap-3">
        <Field label="Epoch">
          <Select value={value.snowflakeEpoch} options={SNOWFLAKE_EPOCHS} onValue={(snowflakeEpoch) => onChange({ snowflakeEpoch })} />
        </Field>
        <Field label="Worker number">
          <Input
            type="number"
            min={0}
            max={1023}
            value={String(value.snowflakeWorker)}
            onValue={(worker) => onChange({ snowflakeWorker: numberOf(worker) })}
            className="w-24"
          />
        </Field>
      </div>
    );
  }
  return null;
}
