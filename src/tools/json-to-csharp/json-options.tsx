import { type JsonToCSharpOptions } from '@contract/json-to-csharp';
import { Panel } from '@/components/panel';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { Select } from '@/components/ui/select';

interface JsonOptionsProps {
  value: JsonToCSharpOptions;
  onChange: (value: JsonToCSharpOptions) => void;
}

/** Class Name (the spec's, default RootObject), then namespace, attributes, classes or records, nullability. */
export function JsonOptions({ value, onChange }: JsonOptionsProps) {
  return (
    <Panel title="Options">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Class Name">
          <Input value={value.className} plain onValue={(className) => onChange({ ...value, className })} />
        </Field>
        <Field label="Namespace">
          <Input value={value.namespace} plain onValue={(namespace) => onChange({ ...value, namespace })} />
        </Field>
        <Field label="Attributes">
          <Select
            value={value.framework}
            options={[
              { value: 'system-text-json', label: 'System.Text.Json' },
              { value: 'newtonsoft', label: 'Newtonsoft.Json' },
            ]}
            onValue={(framework) => onChange({ ...value, framework })}
          />
        </Field>
        <Field label="Nullable">
          <Select
            value={value.nullable}
            options={[
              { value: 'as-seen', label: 'Where the JSON has null or a missing key' },
              { value: 'all', label: 'Every property' },
            ]}
            onValue={(nullable) => onChange({ ...value, nullable })}
          />
        </Field>
        <Segmented
          legend="Output"
          name="csharp-type-kind"
          value={value.typeKind}
          options={[
            { value: 'class', label: 'Classes' },
            { value: 'record', label: 'Records (C# 9)' },
          ]}
          onChange={(typeKind) => onChange({ ...value, typeKind })}
        />
      </div>
    </Panel>
  );
}
