import { SQL_BEAUTIFY_TASK } from '@contract/sql-beautify';
import { Minimize2 } from 'lucide-react';
import { useState } from 'react';
import { CodeTransformPanel, type CodeToolPage } from '@/components/code-transform-panel';
import { Button } from '@/components/ui/button';
import { useCodeTransform } from '@/hooks/use-code-transform';
import { useToolInput } from '@/hooks/use-tool-input';
import { sqlFile } from '@/lib/files';
import { LAYOUT_DONE, type SqlLayout, type SqlRun } from './sql-layout';
import { defaultSqlOptions, type SqlOptions, sqlOptionsShape } from './sql-options.logic';
import { SqlOptionsBar } from './sql-options';
import { detectSqlDialect } from './sql-dialect-detect.logic';

const SAMPLE =
  "select u.id, u.name, count(o.id) as orders, sum(o.total) as spent from users u left join orders o on o.user_id = u.id and o.status <> 'cancelled' " +
  "where u.created_at >= '2024-01-01' and (u.country = 'DE' or u.country = 'FR') group by u.id, u.name having count(o.id) > 2 order by spent desc limit 20;";

const page: CodeToolPage = {
  input: { label: 'SQL Input', placeholder: 'Paste SQL here, drop a .sql file, or open one.', drop: 'Drop a SQL file to open it' },
  output: { label: 'Formatted SQL', placeholder: 'Formatted SQL appears here.', busy: 'Beautifying...' },
  action: { label: 'Beautify SQL', done: 'Formatted' },
  language: 'sql',
  file: sqlFile(20),
  sample: SAMPLE,
  download: { fileName: (sourceName) => `${sourceName?.replace(/\.[^.]+$/, '') || 'query'}.formatted.sql`, mimeType: 'application/sql' },
  shortcut: 'in the input to run',
};

export default function SqlBeautifierScreen() {
  const transform = useCodeTransform({
    task: SQL_BEAUTIFY_TASK,
    createWorker: () => new Worker(new URL('./sql-beautifier.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not format this SQL',
    // The server takes a dialect, not "auto": it is told the one the worker will check its answer in.
    toAiRequest: (sql, { dialect, keywordCase, indentation }: SqlRun) => ({
      sql,
      dialect: dialect === 'auto' ? detectSqlDialect(sql) : dialect,
      keywordCase,
      indentation,
    }),
  });
  const [options, setOptions] = useToolInput<SqlOptions>('options', defaultSqlOptions, sqlOptionsShape);
  // A change of options redoes the result on screen as it was made, beautified or minified; its status line says which.
  const [lastLayout, setLastLayout] = useState<SqlLayout>('format');
  const runAs = (layout: SqlLayout) => {
    setLastLayout(layout);
    // Minify is sql-formatter's work whatever the engine: there is nothing for the AI to judge.
    transform.run({ ...options, layout }, layout === 'minify' ? 'local' : undefined);
  };
  const changeOptions = (next: SqlOptions) => {
    setOptions(next);
    transform.refresh({ ...next, layout: lastLayout });
  };
  return (
    <CodeTransformPanel
      page={{ ...page, action: { ...page.action, done: LAYOUT_DONE[lastLayout] } }}
      transform={transform}
      run={() => runAs('format')}
      controls={<SqlOptionsBar value={options} onChange={changeOptions} aiChosen={transform.engine === 'ai'} />}
      actions={
        <Button icon={Minimize2} onClick={() => runAs('minify')} disabled={transform.busy || transform.engine === null}>
          Minify
        </Button>
      }
    />
  );
}
