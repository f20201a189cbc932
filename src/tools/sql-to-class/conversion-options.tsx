import { type ConversionOptions, languageLabels, targetLanguages } from '@contract/sql-to-class';
import { Panel } from '@/components/panel';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';

const languageOptions = targetLanguages.map((language) => ({ value: language, label: languageLabels[language] }));

interface ConversionOptionsPanelProps {
  value: ConversionOptions;
  onChange: (value: ConversionOptions) => void;
}

/** The spec's options panel: Language, Class Name and the three toggles. */
export function ConversionOptionsPanel({ value, onChange }: ConversionOptionsPanelProps) {
  return (
    <Panel title="Options">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Language">
          <Select value={value.language} options={languageOptions} onValue={(language) => onChange({ ...value, language })} />
        </Field>
        <Field label="Class Name" hint="For the first table; other tables are named after themselves.">
          <Input value={value.className} placeholder="Infer from table name" plain onValue={(className) => onChange({ ...value, className })} />
        </Field>
      </div>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <Switch
          label="Generate Constructor"
          checked={value.generateConstructor}
          onChange={(generateConstructor) => onChange({ ...value, generateConstructor })}
        />
        <Switch label="Add Data Annotations" checked={value.addAnnotations} onChange={(addAnnotations) => onChange({ ...value, addAnnotations })} />
        <Switch label="Use Nullable Types" checked={value.useNullableTypes} onChange={(useNullableTypes) => onChange({ ...value, useNullableTypes })} />
      </div>
    </Panel>
  );
}
