import { type ConversionOptions, defaultConversionOptions, SQL_INPUT_MAX_CHARS, SQL_TO_CLASS_TASK, type TargetLanguage } from '@contract/sql-to-class';
import { FileCode2, Wand2 } from 'lucide-react';
import type { CodeLanguage } from '@/components/code-pane';
import { DocumentPane } from '@/components/document-pane';
import { EngineSwitch } from '@/components/engine-switch';
import { ErrorLine } from '@/components/error-line';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useEngineTask } from '@/hooks/use-engine-task';
import { useToolInput } from '@/hooks/use-tool-input';
import { nextClassName } from './class-name.logic';
import { ConversionNotes } from './conversion-notes';
import { ConversionOptionsPanel } from './conversion-options';
import { cleanClassName } from './entity-plan.logic';
import { dialectLabels, type SqlDialectChoice, sqlDialects } from './sql-schema.logic';
import { AI_TOO_LONG, buildSqlToClassRequest, convertSqlWithAi } from './sql-to-class.ai';
import { type ConvertOutcome, SAMPLE_SQL } from './sql-to-class.logic';
import { dialectShape, optionsShape, sqlShape } from './sql-to-class-inputs';
import { useLocalConvert } from './use-local-convert';

const OUTPUT: Readonly<Record<TargetLanguage, { pane: CodeLanguage; extension: string }>> = {
  csharp: { pane: 'csharp', extension: 'cs' },
  java: { pane: 'java', extension: 'java' },
  python: { pane: 'python', extension: 'py' },
  typescript: { pane: 'typescript', extension: 'ts' },
  php: { pane: 'php', extension: 'php' },
};

const dialectOptions = sqlDialects.map((dialect) => ({ value: dialect, label: dialectLabels[dialect] }));

export default function SqlToClassScreen() {
  const [sql, setSql] = useToolInput('sql', '', sqlShape);
  const [dialect, setDialect] = useToolInput<SqlDialectChoice>('dialect', 'auto', dialectShape);
  const [options, setOptions] = useToolInput<ConversionOptions>('options', defaultConversionOptions, optionsShape);
  const convertLocally = useLocalConvert();
  const task = useEngineTask<ConvertOutcome>({
    tasks: [SQL_TO_CLASS_TASK],
    ai: ({ signal }) => convertSqlWithAi(buildSqlToClassRequest(sql, dialect, options), signal),
    local: ({ signal }) => convertLocally({ sql, dialect, options }, signal),
  });
  const { engine, chooseEngine, aiAvailable } = task;
  const outcome = task.result;
  const code = outcome?.ok ? outcome.code : '';
  const output = OUTPUT[options.language];

  const changeSql = (value: string) => {
    setSql(value);
    // The spec's rule: a derived name replaces the field when it is empty or differs.
    setOptions((previous) => ({ ...previous, className: nextClassName(previous.className, value) }));
  };

  const convert = () => {
    if (task.busy || sql.trim() === '' || engine === null) return;
    if (engine === 'ai' && sql.length > SQL_INPUT_MAX_CHARS) return task.fail(AI_TOO_LONG);
    void task.run();
  };

  const fileName = `${cleanClassName(options.className) || 'Model'}.${output.extension}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <EngineSwitch value={engine} onChange={chooseEngine} aiAvailable={aiAvailable} />
        <Field label="SQL Dialect" inline>
          <Select value={dialect} options={dialectOptions} onChange={(event) => setDialect(event.target.value as SqlDialectChoice)} />
        </Field>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <DocumentPane
            label="SQL Input"
            language="sql"
            value={sql}
            onChange={changeSql}
            onSubmit={convert}
            placeholder="Paste your 'CREATE TABLE' statement here..."
            actions={
              <Button icon={FileCode2} onClick={() => changeSql(SAMPLE_SQL)}>
                Load sample
              </Button>
            }
          />
          <ConversionOptionsPanel value={options} onChange={setOptions} />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="primary"
              icon={Wand2}
              busy={task.busy}
              busyLabel="Converting..."
              onClick={convert}
              disabled={sql.trim() === '' || engine === null}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              Convert
            </Button>
            <span className="text-xs text-slate-500 dark:text-slate-400">
              <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">Ctrl</kbd>+
              <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">Enter</kbd> in the SQL to convert
            </span>
          </div>
          <ErrorLine message={task.error ?? (outcome && !outcome.ok ? outcome.message : null)} />
        </div>

        <DocumentPane
          label="Output"
          language={output.pane}
          value={code}
          readOnly
          placeholder="// Generated code will appear here..."
          generated
          busy={task.busy ? 'Generating code…' : null}
          copy
          download={{ fileName, mimeType: 'text/plain' }}
          footer={outcome?.ok ? <span role="status">{outcome.summary}</span> : null}
          notes={outcome?.ok && !task.busy ? <ConversionNotes notes={outcome.notes} /> : null}
        />
      </div>
    </div>
  );
}
