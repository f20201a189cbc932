import { COLOR_PALETTE_TASK, PALETTE_PROMPT_MAX_CHARS, PALETTE_SIZE } from '@contract/color-palette';
import { Sparkles } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { EngineSwitch } from '@/components/engine-switch';
import { ErrorLine } from '@/components/error-line';
import { ShareLinkButton } from '@/components/share-link-button';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Segmented } from '@/components/ui/segmented';
import { LocalNowButton } from '@/components/local-now-button';
import { useEngineTask } from '@/hooks/use-engine-task';
import { useRun } from '@/hooks/use-run';
import { useSharedState } from '@/hooks/use-shared-state';
import { useToolInput } from '@/hooks/use-tool-input';
import { detailSentence } from '@/lib/job-failure';
import { ALL_LOCKED, generatePaletteWithAi, paletteFailure, type PaletteOutcome, promptProblem } from './color-palette-generator.ai';
import { ExportPanel } from './export-panel';
import { type Harmony, harmonies, type LocalPaletteRequest, type PaletteColor } from './local-palette.logic';
import { harmonyShape, promptShape, sharedShape } from './palette-inputs';
import { PaletteSwatches } from './palette-swatches';

const harmonyOptions = harmonies.map((harmony) => ({ value: harmony, label: harmony.charAt(0).toUpperCase() + harmony.slice(1) }));
const NO_LOCKS: readonly (string | null)[] = Array.from({ length: PALETTE_SIZE }, () => null);

export default function ColorPaletteGeneratorScreen() {
  const shared = useSharedState(sharedShape);
  // Remembered on this device when opted in: the theme, the harmony and the Engine choice; never the colours (results).
  const [prompt, setPrompt] = useToolInput('prompt', '', promptShape);
  const [harmony, setHarmony] = useToolInput<Harmony>('harmony', 'analogous', harmonyShape, { shared: shared?.harmony });
  const [locked, setLocked] = useState<readonly (string | null)[]>(shared?.locked ?? NO_LOCKS);
  // A shared palette is shown as it came, until a run replaces it.
  const [linkedColors] = useState<PaletteColor[] | null>(shared?.colours ?? null);
  // The Local engine runs on a worker: its 30,000-name list is big.
  const localPalette = useRun<LocalPaletteRequest, PaletteColor[]>({
    createWorker: () => new Worker(new URL('./local-palette.worker.ts', import.meta.url), { type: 'module' }),
    failure: 'Could not generate a palette',
    newer: 'cancels',
  });
  // The Local engine is deterministic; asking again for the same prompt asks for the next variation (run()'s input).
  const lastLocal = useRef({ key: '', variation: 0 });
  const task = useEngineTask<PaletteOutcome, number>({
    tasks: [COLOR_PALETTE_TASK],
    ai: ({ signal }) => generatePaletteWithAi(prompt, locked, signal),
    // A failure is worded as the spec words the AI engine's: "Failed to generate palette. {Detail}."
    local: localPalette.asJob(
      (variation: number) => ({ prompt: prompt.trim(), harmony, locked, variation }),
      (end): PaletteOutcome => (end.ok ? { colors: end.response } : { error: paletteFailure(detailSentence(end.error)) }),
    ),
  });
  const { engine, chooseEngine, aiAvailable } = task;

  const colors = task.result ? ('colors' in task.result ? task.result.colors : null) : task.busy ? null : linkedColors;
  const error = task.error ?? (task.result && 'error' in task.result ? task.result.error : null);

  const generate = (event?: FormEvent) => {
    event?.preventDefault();
    if (task.busy || engine === null) return;
    const problem = promptProblem(prompt) ?? (locked.every((hex) => hex !== null) ? ALL_LOCKED : null);
    if (problem) return task.fail(problem);
    if (engine === 'ai') return void task.run(0);
    const key = `${prompt.trim().toLowerCase()}\u0000${harmony}`;
    const variation = lastLocal.current.key === key ? lastLocal.current.variation + 1 : 0;
    lastLocal.current = { key, variation };
    void task.run(variation);
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
          <Input value={prompt} onValue={setPrompt} placeholder="e.g. ocean sunset" maxLength={PALETTE_PROMPT_MAX_CHARS * 2} />
        </Field>
        <Button type="submit" variant="primary" icon={Sparkles} busy={task.busy} busyLabel="Generating..." disabled={engine === null} className="mt-6">
          Generate
        </Button>
        <LocalNowButton task={task} run={generate} />
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
        <PaletteSwatches colors={colors} busy={task.busy} locked={locked} onLockChange={changeLock} />
        {colors && !task.busy && <ShareLinkButton state={{ colours: colors, harmony, locked }} />}
      </section>

      {colors && !task.busy && <ExportPanel colors={colors} />}
    </div>
  );
}
