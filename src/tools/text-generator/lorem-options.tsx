import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { clampRange, LOREM_LIMITS, type LoremOptions, type Range } from './text-generator.logic';

interface RangeFieldsProps {
  label: string;
  value: Range;
  limit: number;
  onChange: (range: Range) => void;
}

/** "From" and "to" of one range; a number outside 1 to the limit, or a blank, is put right when the field is left. */
function RangeFields({ label, value, limit, onChange }: RangeFieldsProps) {
  const end = (key: keyof Range, text: string) => {
    const number = Number.parseInt(text, 10);
    if (Number.isFinite(number)) onChange({ ...value, [key]: number });
  };
  return (
    <fieldset className="flex items-center gap-1.5 text-sm">
      <legend className="float-left mr-2 font-medium text-slate-700 dark:text-slate-300">{label}</legend>
      {(['min', 'max'] as const).map((key) => (
        <Field key={key} label={key === 'min' ? 'from' : 'to'} inline>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={limit}
            value={value[key]}
            onValue={(text) => end(key, text)}
            onBlur={() => onChange(clampRange(value, limit))}
            className="w-16"
          />
        </Field>
      ))}
    </fieldset>
  );
}

/** The Local engine's lorem ipsum options, as IT-Tools' generator has them. */
export function LoremOptionsBar({ value, onChange }: { value: LoremOptions; onChange: (options: LoremOptions) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
      <RangeFields
        label="Words per sentence"
        value={value.wordsPerSentence}
        limit={LOREM_LIMITS.wordsPerSentence}
        onChange={(wordsPerSentence) => onChange({ ...value, wordsPerSentence })}
      />
      <RangeFields
        label="Sentences per paragraph"
        value={value.sentencesPerParagraph}
        limit={LOREM_LIMITS.sentencesPerParagraph}
        onChange={(sentencesPerParagraph) => onChange({ ...value, sentencesPerParagraph })}
      />
      <Switch label="Start with Lorem ipsum" checked={value.startWithLorem} onChange={(startWithLorem) => onChange({ ...value, startWithLorem })} />
    </div>
  );
}
