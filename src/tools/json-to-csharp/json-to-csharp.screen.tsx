import { defaultJsonToCSharpOptions, JSON_INPUT_MAX_CHARS, JSON_TO_CSHARP_TASK, type JsonToCSharpOptions } from '@contract/json-to-csharp';
import { aiInputTooLong } from '@contract/messages';
import { EngineToolScreen, type EngineToolPage } from '@/components/engine-tool-screen';
import { useEngineTask } from '@/hooks/use-engine-task';
import { useToolInput } from '@/hooks/use-tool-input';
import { useRun } from '@/hooks/use-run';
import { textFile } from '@/lib/files';
import { JsonOptions } from './json-options';
import { jsonShape, optionsShape } from './json-to-csharp-inputs';
import type { JsonToCSharpJob } from './json-to-csharp.ai';
import { DEFAULT_JSON, INVALID_JSON, isValidJson, type JsonConvertOutcome } from './json-to-csharp.logic';

/** The classes download under the root class's name. */
const page: EngineToolPage<JsonToCSharpOptions> = {
  input: { label: 'JSON Input', placeholder: 'Paste a JSON object here...', drop: 'Drop a JSON file to open it' },
  output: { label: 'C# Output', placeholder: '// C# classes will appear here...', busy: 'Generating code…' },
  action: { label: 'Convert to C#', busy: 'Converting...' },
  language: 'json',
  outputLanguage: () => 'csharp',
  file: textFile({ kind: 'JSON or text', extensions: ['.json', '.txt'], mimeTypes: ['application/json'], maxMB: 10 }),
  sample: DEFAULT_JSON,
  download: { fileName: (_, { className }) => `${className.trim() || 'RootObject'}.cs`, mimeType: 'text/plain' },
  shortcut: 'to convert',
};

export default function JsonToCSharpScreen() {
  const [json, setJson] = useToolInput('json', DEFAULT_JSON, jsonShape);
  const [options, setOptions] = useToolInput<JsonToCSharpOptions>('options', defaultJsonToCSharpOptions, optionsShape);
  // The Local engine runs on a worker: quicktype never blocks the page; Stop or a new run ends it.
  const local = useRun<JsonToCSharpJob, JsonConvertOutcome>({
    createWorker: () => new Worker(new URL('./json-to-csharp.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not convert this JSON',
    newer: 'cancels',
  });
  const task = useEngineTask<JsonConvertOutcome, JsonToCSharpJob>({
    tasks: [JSON_TO_CSHARP_TASK],
    // The AI client loads on the first AI request, not with the tool.
    ai: async ({ signal }, job) => (await import('./json-to-csharp.ai')).convertJsonWithAi(job, signal),
    local: local.asJob(),
  });
  const outcome = task.result;
  const ready = json.trim() !== '' && options.className.trim() !== '';

  const convert = () => {
    if (task.busy || !ready || task.engine === null) return;
    if (!isValidJson(json)) return task.fail(INVALID_JSON);
    if (task.engine === 'ai' && json.length > JSON_INPUT_MAX_CHARS) return task.fail(aiInputTooLong('JSON', JSON_INPUT_MAX_CHARS));
    void task.run({ json, options: { ...options, className: options.className.trim(), namespace: options.namespace.trim() } });
  };

  return (
    <EngineToolScreen
      page={page}
      options={options}
      task={task}
      ready={ready}
      input={json}
      onInput={setJson}
      output={outcome?.ok ? outcome.code : ''}
      run={convert}
      panel={<JsonOptions value={options} onChange={setOptions} />}
      error={task.error ?? (outcome && !outcome.ok ? outcome.message : null)}
    />
  );
}
