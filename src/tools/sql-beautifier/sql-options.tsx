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

/** One option's select: its label, its choices, and how its value goes to and from the select's text. */
interface OptionField {
  label: string;
  options: SelectOption[];
  read: (options: SqlOptions) => string;
  write: (text: string) => Partial<SqlOptions>;
}

type TextOption = { [Key in keyof SqlOptions]: SqlOptions[Key] extends string ? Key : never }[keyof SqlOptions];
type NumberOption = Exclude<keyof SqlOptions, TextOption>;

const textField = <Key extends TextOption>(label: string, key: Key, options: SelectOption<SqlOptions[Key]>[]): OptionField => ({
  label,
  options,
  read: (value) => value[key],
  // The select offers only these options, so its text is one of their values.
  write: (text) => ({ [key]: text }),
});

const numberField = (label: string, key: NumberOption, values: readonly number[], name: (value: number) => string): OptionField => ({
  label,
  options: values.map((value) => ({ value: String(value), label: name(value) })),
  read: (value) => String(value[key]),
  write: (text) => ({ [key]: Number(text) }),
});

/** In view: both engines follow these. */
const mainFields = [
  textField('Dialect', 'dialect', dialectOptions),
  textField('Keyword case', 'keywordCase', keywordCaseOptions),
  textField('Indentation', 'indentation', indentationOptions),
];

/** Behind "More options": sql-formatter's finer options, which only the Local engine follows. */
const moreFields = [
  textField('Indent style', 'indentStyle', indentStyleOptions),
  textField('Identifier case', 'identifierCase', keywordCaseOptions),
  textField('Data type case', 'dataTypeCase', followingCaseOptions),
  textField('Function case', 'functionCase', followingCaseOptions),
  textField('AND / OR', 'logicalOperatorNewline', placementOptions),
  numberField('Expression width', 'expressionWidth', expressionWidths, (width) => `${width} characters`),
  numberField('Lines between queries', 'linesBetweenQueries', queryGaps, String),
];

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
  const selects = (fields: OptionField[]) =>
    fields.map(({ label, options, read, write }) => (
      <Field key={label} label={label} inline>
        <Select value={read(value)} options={options} onValue={(text) => onChange({ ...value, ...write(text) })} />
      </Field>
    ));
  return (
    <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
      {selects(mainFields)}
      <details className="basis-full text-sm">
        <summary className="cursor-pointer font-medium text-slate-700 dark:text-slate-300">More options</summary>
        {aiChosen && (
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            The AI engine follows the options above; these apply to the Local engine and Minify.
          </p>
        )}
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">{selects(moreFields)}</div>
      </details>
    </div>
  );
}
