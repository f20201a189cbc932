import { lengthUnits, TEXT_GENERATE_TASK, TEXT_PROMPT_MAX_CHARS, textFormats, type TextGenerateRequest } from '@contract/text-generate';
import { Sparkles, Square } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import * as z from 'zod/mini';
import { ErrorLine } from '@/components/error-line';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { LocalNowButton } from '@/components/local-now-button';
import { SideBySide } from '@/components/side-by-side';
import { useEngineTask } from '@/hooks/use-engine-task';
import { useToolInput } from '@/hooks/use-tool-input';
import { shapeOf } from '@/lib/stored-value';
import { GeneratedTextPane } from './generated-text-pane';
import { generateTextWithAi } from './text-generator.ai';
import { clampCount, defaultLoremOptions, generateLocalText, promptProblem } from './text-generator.logic';
import { TextOptions, type TextOptionsValue } from './text-options';
import { formatNumber } from '@contract/format-number';

// What may come back from this device's storage, when the visitor opted in to remembering inputs.
const promptShape = shapeOf(z.string());
const rangeShape = z.object({ min: z.int(), max: z.int() });
// Options kept before the Local engine had its own read with today's lengths for them.
const loremShape = z.catch(z.object({ wordsPerSentence: rangeShape, sentencesPerParagraph: rangeShape, startWithLorem: z.boolean() }), defaultLoremOptions);
const optionsShape = shapeOf<TextOptionsValue>(
  z.object({ count: z.string().check(z.maxLength(12)), unit: z.enum(lengthUnits), format: z.enum(textFormats), lorem: loremShape }),
);

export default function TextGeneratorScreen() {
  const [prompt, setPrompt] = useToolInput('prompt', '', promptShape);
  const [options, setOptions] = useToolInput<TextOptionsValue>(
    'options',
    { count: '3', unit: 'paragraphs', format: 'plain', lorem: defaultLoremOptions },
    optionsShape,
  );
  // The count as it will run: clamped to the unit's range (and shown so when Generate is clicked).
  const count = clampCount(options.count, options.unit);
  const request: TextGenerateRequest = { prompt: prompt.trim(), length: { unit: options.unit, count }, format: options.format };
  const task = useEngineTask<string>({
    tasks: [TEXT_GENERATE_TASK],
    ai: ({ signal, showPartial }) => generateTextWithAi(request, signal, showPartial),
    local: async () => generateLocalText(request, options.lorem),
  });
  const { engine, chooseEngine, aiAvailable } = task;
  const text = task.result ?? '';
  const tooLong = prompt.trim().length > TEXT_PROMPT_MAX_CHARS;

  const generate = () => {
    if (task.busy) return;
    const problem = promptProblem(prompt);
    if (problem) return task.fail(problem);
    setOptions({ ...options, count: String(count) });
    void task.run();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      generate();
    }
  };

  return (
    <div className="space-y-4">
      <TextOptions value={options} onChange={setOptions} engine={engine} onEngineChange={chooseEngine} aiAvailable={aiAvailable} />

      <SideBySide>
        <div className="flex min-w-0 flex-col gap-3">
          <Field
            label="Text Prompt"
            hint={
              <span className="flex justify-between gap-2">
                <span>
                  {engine === 'local'
                    ? 'The Local engine writes lorem ipsum; the prompt seeds it, so the same prompt gives the same text.'
                    : 'Describe the topic, tone or use of the text.'}
                </span>
                <span aria-hidden="true" className={tooLong ? 'font-medium text-red-700 dark:text-red-400' : ''}>
                  {formatNumber(prompt.length)} / {formatNumber(TEXT_PROMPT_MAX_CHARS)}
                </span>
              </span>
            }
          >
            <Textarea
              value={prompt}
              onValue={setPrompt}
              onKeyDown={onKeyDown}
              aria-invalid={tooLong || undefined}
              rows={8}
              placeholder="e.g. A warm welcome paragraph for a neighbourhood bakery's website"
              aria-keyshortcuts="Control+Enter Meta+Enter"
              className="font-sans"
            />
          </Field>
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="primary" icon={Sparkles} busy={task.busy} busyLabel="Generating..." onClick={generate} disabled={engine === null}>
              Generate Text
            </Button>
            {task.busy && (
              <Button icon={Square} onClick={task.stop}>
                Stop
              </Button>
            )}
            <LocalNowButton task={task} run={generate} />
            <span className="text-xs text-slate-500 dark:text-slate-400">
              <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">Ctrl</kbd>+
              <kbd className="rounded border border-slate-300 px-1 dark:border-slate-700">Enter</kbd> to generate
            </span>
          </div>
          <ErrorLine message={task.error} />
        </div>

        <GeneratedTextPane text={text} format={options.format} busy={task.busy} stopped={task.stopped} />
      </SideBySide>
    </div>
  );
}
