import { type ConversionOptions, defaultConversionOptions, SQL_INPUT_MAX_CHARS, SQL_TO_CLASS_TASK, type TargetLanguage } from '@contract/sql-to-class';
import type { CodeLanguage } from '@/components/code-pane';
import { EngineToolScreen, type EngineToolPage } from '@/components/engine-tool-screen';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useEngineTask } from '@/hooks/use-engine-task';
import { useToolInput } from '@/hooks/use-tool-input';
import { useRun } from '@/hooks/use-run';
import { sqlFile } from '@/lib/files';
import { nextClassName } from './class-name.logic';
import { ConversionNotes } from './conversion-notes';
import { ConversionOptionsPanel } from './conversion-options';
import { cleanClassName } from './entity-plan.logic';
import { dialectLabels, type SqlDialectChoice, sqlDialects } from './sql-schema.logic';
import { AI_TOO_LONG, buildSqlToClassRequest, convertSqlWithAi } from './sql-to-class.ai';
import { CONVERT_FAILED, type ConvertOutcome, type ConvertRequest, SAMPLE_SQL } from './sql-to-class.logic';
import { dialectShape, optionsShape, sqlShape } from './sql-to-class-inputs';

const OUTPUT: Readonly<Record<TargetLanguage, { pane: CodeLanguage; extension: string }>> = {
  csharp: { pane: 'csharp', extension: 'cs' },
  java: { pane: 'java', extension: 'java' },
  python: { pane: 'python', extension: 'py' },
  typescript: { pane: 'typescript', extension: 'ts' },
  php: { pane: 'php', extension: 'php' },
};

/** The output is written in the chosen Language and downloads under the class's name. */
const page: EngineToolPage<ConversionOptions> = {
  input: { label: 'SQL Input', placeholder: "Paste your 'CREATE TABLE' statement here...", drop: 'Drop a SQL file to open it' },
  output: { label: 'Output', placeholder: '// Generated code will appear here...', busy: 'Generating code…' },
  action: { label: 'Convert', busy: 'Converting...' },
  language: 'sql',
  outputLanguage: ({ language }) => OUTPUT[language].pane,
  file: sqlFile(10),
  sample: SAMPLE_SQL,
  download: { fileName: (_, { className, language }) => `${cleanClassName(className) || 'Model'}.${OUTPUT[language].extension}`, mimeType: 'text/plain' },
  shortcut: 'to convert',
};

const dialectOptions = sqlDialects.map((dialect) => ({ value: dialect, label: dialectLabels[dialect] }));

export default function SqlToClassScreen() {
  const [sql, setSql] = useToolInput('sql', '', sqlShape);
  const [dialect, setDialect] = useToolInput<SqlDialectChoice>('dialect', 'auto', dialectShape);
  const [options, setOptions] = useToolInput<ConversionOptions>('options', defaultConversionOptions, optionsShape);
  // The Local engine runs on a worker: its parser and generators never block the page; Stop or a new run ends it.
  const local = useRun<ConvertRequest, ConvertOutcome>({
    createWorker: () => new Worker(new URL('./sql-to-class.worker.ts', import.meta.url), { type: 'module' }),
    failure: CONVERT_FAILED,
    newer: 'cancels',
  });
  const task = useEngineTask<ConvertOutcome, ConvertRequest>({
    tasks: [SQL_TO_CLASS_TASK],
    ai: ({ signal }, request) => convertSqlWithAi(buildSqlToClassRequest(request.sql, request.dialect, request.options), signal),
    local: local.asJob(),
  });
  const outcome = task.result;

  const changeSql = (value: string) => {
    setSql(value);
    // The spec's rule: a derived name replaces the field when it is empty or differs.
    setOptions((previous) => ({ ...previous, className: nextClassName(previous.className, value) }));
  };

  const convert = () => {
    if (task.busy || sql.trim() === '' || task.engine === null) return;
    if (task.engine === 'ai' && sql.length > SQL_INPUT_MAX_CHARS) return task.fail(AI_TOO_LONG);
    void task.run({ sql, dialect, options });
  };

  return (
    <EngineToolScreen
      page={page}
      options={options}
      task={task}
      ready={sql.trim() !== ''}
      input={sql}
      onInput={changeSql}
      output={outcome?.ok ? outcome.code : ''}
      run={convert}
      controls={
        <Field label="SQL Dialect" inline>
          <Select value={dialect} options={dialectOptions} onValue={setDialect} />
        </Field>
      }
      panel={<ConversionOptionsPanel value={options} onChange={setOptions} />}
      error={task.error ?? (outcome && !outcome.ok ? outcome.message : null)}
      footer={outcome?.ok ? <span role="status">{outcome.summary}</span> : null}
      notes={outcome?.ok && !task.busy ? <ConversionNotes notes={outcome.notes} /> : null}
    />
  );
}
