import { type KeywordCase, SQL_DIALECT_CHOICE_LABELS, type SqlDialectChoice, sqlDialectChoices, type SqlIndentation } from '@contract/sql-beautify';
import { Field } from '@/components/ui/field';
import { Select, type SelectOption } from '@/components/ui/select';
import { expressionWidths, type FollowingCase, type IndentStyle, type LogicalOperatorPlacement, queryGaps, type SqlOptions } from './sql-options.logic';

const dialectOptions: SelectOption<SqlDialectChoice>[] = sqlDialectChoices.map((dialect) => ({ value: dialect, label: SQL_DIALECT_CHOICE_LABELS[dialect] }));

const keywordCaseOptions: SelectOption<KeywordCase>[] = [
  { value: 'upper', label: 'UPPER' },
  { value: 'lower', label: 'lower' },
  { value: 'preserve', label: 'As written' },
];

const followingCaseOptions: SelectOption<FollowingCase>[] = [{ value: 'keyword', label: 'As keywords' }, ...keywordCaseOptions];

const indentationOptions: SelectOption<SqlIndentation>[] = [
  { value: '2', label: '2 spaces' },
  { value: '4', label: '4 spaces' },
  { value: 'tab', label: 'Tab' },
];

const indentStyleOptions: SelectOption<IndentStyle>[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'tabularLeft', label: 'Tabular, left' },
  { value: 'tabularRight', label: 'Tabular, right' },
];

const placementOptions: SelectOption<LogicalOperatorPlacement>[] = [
  { value: 'before', label: 'Before the condition' },
  { value: 'after', label: 'After the condition' },
];

const numberOptions = (values: readonly number[], label: (value: number) => string): SelectOption[] =>
  values.map((value) => ({ value: String(value), label: label(value) }));
const widthOptions = numberOptions(expressionWidths, (width) => `${width} characters`);
const gapOptions = numberOptions(queryGaps, (gap) => String(gap));

interface SqlOptionsBarProps {
  value: SqlOptions;
  onChange: (options: SqlOptions) => void;
  /** The AI engine follows only the first three options; the rest are said to be the Local engine's. */
  aiChosen: boolean;
}

/**
 * Dialect, keyword case and indentation in view (both engines follow them); sql-formatter's finer
 * options behind "More options", so the bar stays one line.
 */
export function SqlOptionsBar({ value, onChange, aiChosen }: SqlOptionsBarProps) {
  const set =
    <Key extends keyof SqlOptions>(key: Key) =>
    (next: SqlOptions[Key]) =>
      onChange({ ...value, [key]: next });
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
      <Field label="Dialect" inline>
        <Select value={value.dialect} options={dialectOptions} onValue={set('dialect')} />
      </Field>
      <Field label="Keyword case" inline>
        <Select value={value.keywordCase} options={keywordCaseOptions} onValue={set('keywordCase')} />
      </Field>
      <Field label="Indentation" inline>
        <Select value={value.indentation} options={indentationOptions} onValue={set('indentation')} />
      </Field>
      <details className="basis-full text-sm">
        <summary className="cursor-pointer font-medium text-slate-700 dark:text-slate-300">More options</summary>
        {aiChosen && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            The AI engine follows the options above; these apply to the Local engine and Minify.
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Field label="Indent style" inline>
            <Select value={value.indentStyle} options={indentStyleOptions} onValue={set('indentStyle')} />
          </Field>
          <Field label="Identifier case" inline>
            <Select value={value.identifierCase} options={keywordCaseOptions} onValue={set('identifierCase')} />
          </Field>
          <Field label="Data type case" inline>
            <Select value={value.dataTypeCase} options={followingCaseOptions} onValue={set('dataTypeCase')} />
          </Field>
          <Field label="Function case" inline>
            <Select value={value.functionCase} options={followingCaseOptions} onValue={set('functionCase')} />
          </Field>
          <Field label="AND / OR" inline>
            <Select value={value.logicalOperatorNewline} options={placementOptions} onValue={set('logicalOperatorNewline')} />
          </Field>
          <Field label="Expression width" inline>
            <Select value={String(value.expressionWidth)} options={widthOptions} onValue={(width) => set('expressionWidth')(Number(width))} />
          </Field>
          <Field label="Lines between queries" inline>
            <Select value={String(value.linesBetweenQueries)} options={gapOptions} onValue={(gap) => set('linesBetweenQueries')(Number(gap))} />
          </Field>
        </div>
      </details>
    </div>
  );
}
