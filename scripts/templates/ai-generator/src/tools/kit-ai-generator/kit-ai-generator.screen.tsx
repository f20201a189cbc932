import { KIT_AI_GENERATOR_INPUT_MAX_CHARS, KIT_AI_GENERATOR_INPUT_TOO_LONG, KIT_AI_GENERATOR_TASK } from '@contract/kit-ai-generator';
import * as z from 'zod/mini';
import { EngineToolScreen, type EngineToolPage } from '@/components/engine-tool-screen';
import { useEngineTask } from '@/hooks/use-engine-task';
import { useToolInput } from '@/hooks/use-tool-input';
import { useRun } from '@/hooks/use-run';
import { textFile } from '@/lib/files';
import { shapeOf } from '@/lib/stored-value';
import { requestKitAiGenerator } from './kit-ai-generator.ai';
import type { KitAiGeneratorOutcome } from './kit-ai-generator.logic';

const page: EngineToolPage = {
  input: { label: 'Input', placeholder: 'Type or paste your input here, or drop a text file.', drop: 'Drop a text file to open it' },
  output: { label: 'Output', placeholder: 'The output appears here.', busy: 'Generating…' },
  action: { label: 'Generate' },
  language: 'text',
  file: textFile({ kind: 'text', extensions: ['.txt', '.md'], maxMB: 1 }),
  sample: 'hello',
  download: { fileName: (sourceName) => `${sourceName?.replace(/\.[^.]+$/, '') ?? 'output'}.txt`, mimeType: 'text/plain' },
  shortcut: 'to generate',
};

const inputShape = shapeOf(z.string());

export default function KitAiGeneratorScreen() {
  const [input, setInput] = useToolInput('input', '', inputShape);
  // The Local engine runs on the tool's worker, so a big input never blocks the page; Stop or a new run ends it.
  const local = useRun<string, KitAiGeneratorOutcome>({
    createWorker: () => new Worker(new URL('./kit-ai-generator.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not generate the output',
    newer: 'cancels',
  });
  const task = useEngineTask<KitAiGeneratorOutcome, string>({
    tasks: [KIT_AI_GENERATOR_TASK],
    ai: ({ signal }, text) => requestKitAiGenerator(text, signal),
    local: local.asJob(),
  });
  const outcome = task.result;

  const run = () => {
    if (task.busy || task.engine === null) return;
    if (task.engine === 'ai' && input.length > KIT_AI_GENERATOR_INPUT_MAX_CHARS) return task.fail(KIT_AI_GENERATOR_INPUT_TOO_LONG);
    void task.run(input);
  };

  return (
    <EngineToolScreen
      page={page}
      task={task}
      input={input}
      onInput={setInput}
      output={outcome?.ok ? outcome.text : ''}
      run={run}
      error={task.error ?? (outcome && !outcome.ok ? outcome.message : null)}
    />
  );
}
