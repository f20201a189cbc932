import { SQL_BEAUTIFY_TASK } from '@contract/sql-beautify';
import { CodeTransformPanel, type CodeToolPage } from '@/components/code-transform-panel';
import { useCodeTransform, useTransformOptions } from '@/hooks/use-code-transform';
import { sqlFile } from '@/lib/files';
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
    toAiRequest: (sql, { dialect, keywordCase, indentation }: SqlOptions) => ({
      sql,
      dialect: dialect === 'auto' ? detectSqlDialect(sql) : dialect,
      keywordCase,
      indentation,
    }),
  });
  const [options, changeOptions] = useTransformOptions<SqlOptions>(transform, defaultSqlOptions, sqlOptionsShape);
  return <CodeTransformPanel page={page} transform={transform} options={options} controls={<SqlOptionsBar value={options} onChange={changeOptions} />} />;
}
