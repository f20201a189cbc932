import type { Engine } from '@contract/engine';
import { LENGTH_LIMITS, type LengthUnit, lengthUnits, type TextFormat } from '@contract/text-generate';
import { EngineSwitch } from '@/components/engine-switch';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Select, type SelectOption } from '@/components/ui/select';
import { LoremOptionsBar } from './lorem-options';
import { clampCount, type LoremOptions } from './text-generator.logic';

const unitOptions = lengthUnits.map((unit) => ({ value: unit, label: unit.charAt(0).toUpperCase() + unit.slice(1) }));

const formatOptions: SelectOption<TextFormat>[] = [
  { value: 'plain', label: 'Plain text' },
  { value: 'markdown', label: 'Markdown' },
  { value: 'html', label: 'HTML' },
];

export interface TextOptionsValue {
  /** As typed; clamped when it is used, so the field can be cleared while typing. */
  count: string;
  unit: LengthUnit;
  format: TextFormat;
  /** The Local engine's own options; the AI engine does not take them. */
  lorem: LoremOptions;
}

interface TextOptionsProps {
  value: TextOptionsValue;
  onChange: (value: TextOptionsValue) => void;
  engine: Engine | null;
  onEngineChange: (engine: Engine) => void;
  aiAvailable: boolean;
}

/** Engine, length (a count and its unit) and output format. */
export function TextOptions({ value, onChange, engine, onEngineChange, aiAvailable }: TextOptionsProps) {
  const changeUnit = (unit: LengthUnit) => onChange({ ...value, unit, count: String(clampCount(value.count, unit)) });
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      {/* Until the server has said whether AI is on, hold the space rather than show a wrong default. */}
      <EngineSwitch value={engine} onChange={onEngineChange} aiAvailable={aiAvailable} />
      <div className="flex flex-wrap items-center gap-2">
        <Field label="Length" inline>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={LENGTH_LIMITS[value.unit]}
            value={value.count}
            onValue={(count) => onChange({ ...value, count })}
            onBlur={() => onChange({ ...value, count: String(clampCount(value.count, value.unit)) })}
            className="w-20"
          />
        </Field>
        <Segmented legend="Length unit" hideLegend name="length-unit" value={value.unit} options={unitOptions} onChange={changeUnit} />
      </div>
      <Field label="Format" inline>
        <Select value={value.format} options={formatOptions} onValue={(format) => onChange({ ...value, format })} />
      </Field>
      {engine === 'local' && <LoremOptionsBar value={value.lorem} onChange={(lorem) => onChange({ ...value, lorem })} />}
    </div>
  );
}
