import { defaultJsonToCSharpOptions, JSON_INPUT_MAX_CHARS, JSON_TO_CSHARP_TASK, type JsonToCSharpOptions } from '@contract/json-to-csharp';
import { aiInputTooLong } from '@contract/messages';
import { Wand2 } from 'lucide-react';
import { DocumentPane } from '@/components/document-pane';
import { EngineSwitch } from '@/components/engine-switch';
import { ErrorLine } from '@/components/error-line';
import { Button } from '@/components/ui/button';
import { useEngineTask } from '@/hooks/use-engine-task';
import { useToolInput } from '@/hooks/use-tool-input';
import { useWorker } from '@/hooks/use-worker';
import { JsonOptions } from './json-options';
import { jsonShape, optionsShape } from './json-to-csharp-inputs';
import type { JsonToCSharpJob } from './json-to-csharp.ai';
import { DEFAULT_JSON, INVALID_JSON, isValidJson, type JsonConvertOutcome } from './json-to-csharp.logic';

export default function JsonToCSharpScreen() {
  const [json, setJson] = useToolInput('json', DEFAULT_JSON, jsonShape);
  const [options, setOptions] = useToolInput<JsonToCSharpOptions>('options', defaultJsonToCSharpOptions, optionsShape);
  const worker = useWorker<JsonToCSharpJob, JsonConvertOutcome>(() => new Worker(new URL('./json-to-csharp.worker.ts', import.meta.url), { type: 'module' }), {
    action: 'Could not convert this JSON',
  });
  const job: JsonToCSharpJob = { json, options: { ...options, className: options.className.trim(), namespace: options.namespace.trim() } };
  const task = useEngineTask<JsonConvertOutcome>({
    tasks: [JSON_TO_CSHARP_TASK],
    // The AI client loads on the first AI request, not with the tool.
    ai: async ({ signal }) => (await import('./json-to-csharp.ai')).convertJsonWithAi(job, signal),
    local: ({ signal }) => worker.run(job, { signal }),
  });
  const { engine, chooseEngine, aiAvailable } = task;
  const outcome = task.result;
  const code = outcome?.ok ? outcome.code : '';
  const blank = json.trim() === '' || options.className.trim() === '';

  const convert = () => {
    if (task.busy || blank || engine === null) return;
    if (!isValidJson(json)) return task.fail(INVALID_JSON);
    if (engine === 'ai' && json.length > JSON_INPUT_MAX_CHARS) return task.fail(aiInputTooLong('JSON', JSON_INPUT_MAX_CHARS));
    void task.run();
  };

  return (
    <div className="space-y-4">
      <EngineSwitch value={engine} onChange={chooseEngine} aiAvailable={aiAvailable} />
      <JsonOptions value={options} onChange={setOptions} />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <DocumentPane label="JSON Input" language="json" value={json} onChange={setJson} onSubmit={convert} placeholder="Paste a JSON object here..." />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="primary"
              icon={Wand2}
              busy={task.busy}
              busyLabel="Converting..."
              onClick={convert}
              disabled={blank || engine === null}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              Convert to C#
            </Button>
          </div>
          <ErrorLine message={task.error ?? (outcome && !outcome.ok ? outcome.message : null)} />
        </div>
        <DocumentPane
          label="C# Output"
          language="csharp"
          value={code}
          readOnly
          placeholder="// C# classes will appear here..."
          generated
          busy={task.busy ? 'Generating code…' : null}
          copy
          download={{ fileName: `${job.options.className || 'RootObject'}.cs`, mimeType: 'text/plain' }}
        />
      </div>
    </div>
  );
}
