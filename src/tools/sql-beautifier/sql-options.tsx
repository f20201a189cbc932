import { type KeywordCase, SQL_DIALECT_CHOICE_LABELS, type SqlDialectChoice, sqlDialectChoices, type SqlIndentation } from '@contract/sql-beautify';
import { Field } from '@/components/ui/field';
import { Select, type SelectOption } from '@/components/ui/select';
import type { SqlOptions } from './sql-options.logic';

const dialectOptions: SelectOption<SqlDialectChoice>[] = sqlDialectChoices.map((dialect) => ({ value: dialect, label: SQL_DIALECT_CHOICE_LABELS[dialect] }));

const keywordCaseOptions: SelectOption<KeywordCase>[] = [
  { value: 'upper', label: 'UPPER' },
  { value: 'lower', label: 'lower' },
  { value: 'preserve', label: 'As written' },
];

const indentationOptions: SelectOption<SqlIndentation>[] = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
];

/** Dialect, keyword case and indentation: both engines follow them. */
export function SqlOptionsBar({ value, onChange }: { value: SqlOptions; onChange: (options: SqlOptions) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <Field label="Dialect" inline>
        <Select value={value.dialect} options={dialectOptions} onValue={(dialect) => onChange({ ...value, dialect })} />
      </Field>
      <Field label="Keyword case" inline>
        <Select value={value.keywordCase} options={keywordCaseOptions} onValue={(keywordCase) => onChange({ ...value, keywordCase })} />
      </Field>
      <Field label="Indentation" inline>
        <Select value={value.indentation} options={indentationOptions} onValue={(indentation) => onChange({ ...value, indentation })} />
      </Field>
    </div>
  );
}
