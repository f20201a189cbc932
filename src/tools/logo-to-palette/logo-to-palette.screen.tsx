import type { Engine } from '@contract/engine';
import { LOGO_MOCKUP_TASK, mockupThemes } from '@contract/logo-mockup';
import { LOGO_PALETTE_TASK } from '@contract/logo-palette';
import { Sparkles, Square } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { EngineSwitch } from '@/components/engine-switch';
import { ErrorLine } from '@/components/error-line';
import { SideBySide } from '@/components/side-by-side';
import { StatusLine } from '@/components/status-line';
import { Button } from '@/components/ui/button';
import { useEngineChoice } from '@/hooks/use-engine-choice';
import { BrandingPaletteView } from './branding-palette';
import { LogoUpload } from './logo-upload';
import { MockupCard } from './mockup-card';
import { canGenerate, canRegenerate, isPipelineRunning, phaseMessages } from './pipeline.logic';
import { useLogoPipeline } from './use-logo-pipeline';

export default function LogoToPaletteScreen() {
  // Only the Engine choice is remembered on this device: never the logo, its palette or its mockups.
  const { engine, chooseEngine, aiAvailable } = useEngineChoice(LOGO_PALETTE_TASK, LOGO_MOCKUP_TASK);
  const { state, file, chooseFile, generate, regenerate, cancel, rearm } = useLogoPipeline(engine);
  const running = isPipelineRunning(state);

  const changeEngine = (next: Engine) => {
    chooseEngine(next);
    if (state.phase === 'done') rearm();
  };

  // Ctrl+Enter anywhere in the tool runs it, as in the other tools (and says so when no file is chosen).
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void generate();
    }
  };

  const status = state.phase === 'idle' ? null : state.phase === 'done' ? 'Done.' : phaseMessages[state.phase];
  return (
    <div className="space-y-5" onKeyDown={onKeyDown}>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <EngineSwitch value={engine} onChange={changeEngine} aiAvailable={aiAvailable} />
        {engine === 'local' && <span className="text-sm text-slate-500 dark:text-slate-400">Colours are found and mockups drawn on this device.</span>}
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <div className="space-y-3">
          <LogoUpload file={file} onChoose={chooseFile} disabled={running} />
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="primary"
              icon={Sparkles}
              busy={running}
              onClick={() => void generate()}
              disabled={!canGenerate(state, file !== null) || engine === null}
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              Generate Palette &amp; Mockups
            </Button>
            {running && (
              <Button icon={Square} onClick={cancel}>
                Cancel
              </Button>
            )}
          </div>
          <StatusLine busy={running} className="min-h-5">
            {status}
          </StatusLine>
          <ErrorLine message={state.error} />
        </div>

        <div className="min-w-0 space-y-5">
          {state.palette ? (
            <BrandingPaletteView palette={state.palette} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
              The branding palette (primary, secondary, accent, neutral, background) will appear here.
            </p>
          )}
        </div>
      </div>

      <SideBySide>
        {mockupThemes.map((theme) => (
          <MockupCard
            key={theme}
            theme={theme}
            slot={state.mockups[theme]}
            canRegenerate={canRegenerate(state, theme)}
            onRegenerate={() => void regenerate(theme)}
          />
        ))}
      </SideBySide>
    </div>
  );
}
