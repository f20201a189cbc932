import { COLOR_PALETTE_TASK, colorPaletteAnswerSchema, PALETTE_PROMPT_MAX_CHARS, PALETTE_SIZE } from '@contract/color-palette';
import { UNKNOWN_ERROR } from '@contract/messages';
import { Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { z } from 'zod';
import { EngineSwitch } from '@/components/engine-switch';
import { ErrorLine } from '@/components/error-line';
import { ShareLinkButton } from '@/components/share-link-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { useAiTask } from '@/hooks/use-ai-task';
import { useEngineChoice } from '@/hooks/use-engine-choice';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { useWorker } from '@/hooks/use-worker';
import { AiOfflineError, isAbort } from '@/lib/ai/ai-error';
import { asSentence, JobFailure } from '@/lib/job-failure';
import { requestAiJson } from '@/lib/ai/client';
import { ALL_LOCKED, paletteFailure, paletteRequest, promptProblem, readPaletteAnswer } from './color-palette-generator.ai';
import { ExportPanel } from './export-panel';
import { type Harmony, harmonies, type LocalPaletteRequest, type PaletteColour } from './local-palette.logic';
import { harmonyShape, promptShape, sharedShape } from './palette-inputs';
import { PaletteSwatches } from './palette-swatches';

const answerSchema = z.object({ result: colorPaletteAnswerSchema });
const harmonyOptions = harmonies.map((harmony) => ({ value: harmony, label: harmony.charAt(0).toUpperCase() + harmony.slice(1) }));
const NO_LOCKS: readonly (string | null)[] = Array.from({ length: PALETTE_SIZE }, () => null);

/** A run ends with colours or with the spec's message; the hook's own "An error occurred" wording is not the spec's here. */
type Outcome = { colours: PaletteColour[] } | { error: string };

// A worker's failure brings its own action wording; the spec's "Failed to generate palette." comes first here instead.
const detailOf = (error: unknown) => (error instanceof JobFailure ? asSentence(error.detail) : error instanceof Error ? error.message : UNKNOWN_ERROR);

export default function ColorPaletteGeneratorScreen() {
  const shared = useSharedState(sharedShape);
  // Remembered on this device when opted in: the theme, the harmony and the Engine choice; never the colours (results).
  const [prompt, setPrompt] = useToolInput('prompt', '', promptShape);
  const [harmony, setHarmony] = useToolInput<Harmony>('harmony', 'analogous', harmonyShape, { shared: shared?.harmony });
  const [locked, setLocked] = useState<readonly (string | null)[]>(shared?.locked ?? NO_LOCKS);
  // A shared palette is shown as it came, until a run replaces it.
  const [linkedColours] = useState<PaletteColour[] | null>(shared?.colours ?? null);
  const { engine, chooseEngine, aiAvailable } = useEngineChoice(COLOR_PALETTE_TASK);
  const task = useAiTask<Outcome>();
  // The Local engine runs on a worker: its 30,000-name list is big.
  const localPalette = useWorker<LocalPaletteRequest, PaletteColour[]>(
    () => new Worker(new URL('./local-palette.worker.ts', import.meta.url), { type: 'module' }),
    {
      action: 'Could not generate a palette',
    },
  );
  // The Local engine is deterministic; asking again for the same prompt asks for the next variation.
  const lastLocal = useRef({ key: '', variation: 0 });

  const colours = task.result ? ('colours' in task.result ? task.result.colours : null) : task.busy ? null : linkedColours;
  const error = task.error ?? (task.result && 'error' in task.result ? task.result.error : null);

  const generate = (event?: FormEvent) => {
    event?.preventDefault();
    if (task.busy || engine === null) return;
    const problem = promptProblem(prompt) ?? (locked.every((hex) => hex !== null) ? ALL_LOCKED : null);
    if (problem) return task.fail(problem);
    if (engine === 'ai') {
      const request = paletteRequest(prompt, locked);
      void task.run(async ({ signal }) => {
        try {
          const answer = await requestAiJson(COLOR_PALETTE_TASK, request, answerSchema, { signal });
          const reading = readPaletteAnswer(answer.result, locked);
          return 'error' in reading ? reading : { colours: reading.colors.map((hex) => ({ hex })) };
        } catch (failure) {
          if (isAbort(failure)) throw failure;
          // Being offline speaks for itself, as in every AI tool.
          return { error: failure instanceof AiOfflineError ? failure.message : paletteFailure(detailOf(failure)) };
        }
      });
      return;
    }
    const key = `${prompt.trim().toLowerCase()}\u0000${harmony}`;
    const variation = lastLocal.current.key === key ? lastLocal.current.variation + 1 : 0;
    lastLocal.current = { key, variation };
    void task.run(async ({ signal }) => {
      try {
        return { colours: await localPalette.run({ prompt: prompt.trim(), harmony, locked, variation }, { signal }) };
      } catch (failure) {
        if (signal.aborted) throw failure;
        return { error: paletteFailure(detailOf(failure)) };
      }
    });
  };

  const changeLock = (place: number, hex: string | null) => setLocked((current) => current.map((value, index) => (index === place ? hex : value)));
  const lockedCount = locked.filter((hex) => hex !== null).length;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <EngineSwitch value={engine} onChange={chooseEngine} aiAvailable={aiAvailable} />
        {engine === 'local' && <Segmented legend="Harmony" name="palette-harmony" value={harmony} options={harmonyOptions} onChange={setHarmony} />}
      </div>

      {/* items-start with the button pushed past the label: it lines up with the input, not with the hint under it. */}
      <form onSubmit={generate} className="flex flex-wrap items-start gap-3">
        <Field
          label="Theme"
          className="min-w-64 flex-1"
          hint={
            engine === 'local'
              ? 'The Local engine matches your words against 30,000 named colours and completes the palette with the harmony you pick.'
              : 'Describe a mood, place, brand or season.'
          }
        >
          {/* Room past the limit, so a pasted long text is kept and the limit is named, not silently cut. */}
          <Input value={prompt} onChange={(event) => setPrompt(event.target.value)} placeholder="e.g. ocean sunset" maxLength={PALETTE_PROMPT_MAX_CHARS * 2} />
        </Field>
        <Button type="submit" variant="primary" icon={Sparkles} busy={task.busy} busyLabel="Generating..." disabled={engine === null} className="mt-6">
          Generate
        </Button>
      </form>
      <ErrorLine message={error} />

      <section aria-labelledby="palette-heading" className="space-y-3">
        <div className="flex flex-wrap items-baseline gap-3">
          <h2 id="palette-heading" className="text-base font-semibold">
            Palette
          </h2>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {lockedCount > 0 ? `${lockedCount} locked: Generate replaces the others.` : 'Lock the colours you like, then Generate again to replace the rest.'}
          </p>
        </div>
        <PaletteSwatches colours={colours} busy={task.busy} locked={locked} onLockChange={changeLock} />
        {colours && !task.busy && <ShareLinkButton state={{ colours, harmony, locked }} />}
      </section>

      {colours && !task.busy && <ExportPanel colours={colours} />}
    </div>
  );
}
