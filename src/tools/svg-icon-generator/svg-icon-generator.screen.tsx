import { SVG_ICON_TASK, SVG_PROMPT_MAX_CHARS } from '@contract/svg-icon';
import { Sparkles } from 'lucide-react';
import { useMemo, type FormEvent } from 'react';
import { EngineSwitch } from '@/components/engine-switch';
import { ErrorLine } from '@/components/error-line';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LocalNowButton } from '@/components/local-now-button';
import { SideBySide } from '@/components/side-by-side';
import { useEngineTask } from '@/hooks/use-engine-task';
import { useToolInput } from '@/hooks/use-tool-input';
import { generateLocally, type IconResult } from './icon-engines';
import type { IconSettings } from './icon-match.logic';
import { IconPreview } from './icon-preview';
import { IconSettingsControls } from './icon-settings';
import { generateWithAi } from './svg-icon-generator.ai';
import { DEFAULT_PROMPT, INVALID_SVG, promptProblem } from './svg-icon-generator.logic';
import { promptShape, settingsShape } from './svg-icon-inputs';

export default function SvgIconGeneratorScreen() {
  // The prompt, the settings and the Engine choice are remembered (when opted in); the icon, a result, is not.
  const [prompt, setPrompt] = useToolInput('prompt', DEFAULT_PROMPT, promptShape);
  const [settings, setSettings] = useToolInput<IconSettings>('settings', { size: 128, strokeWidth: 2 }, settingsShape);
  // AI by default when the server offers it, else Local; the visitor's own choice wins.
  const asked = prompt.trim();
  const task = useEngineTask<IconResult>({
    tasks: [SVG_ICON_TASK],
    ai: ({ signal }) => generateWithAi(asked, signal),
    local: () => generateLocally(asked),
  });
  const { engine, chooseEngine, aiAvailable } = task;
  const icon = task.result?.kind === 'icon' ? task.result : null;
  const error = task.error ?? (task.result?.kind === 'invalid' ? INVALID_SVG : null);
  const svg = useMemo(() => (icon ? icon.svgFor(settings) : ''), [icon, settings]);

  const generate = (event?: FormEvent) => {
    event?.preventDefault();
    if (task.busy || engine === null) return;
    const problem = promptProblem(prompt);
    if (problem) return task.fail(problem);
    void task.run();
  };

  return (
    <div className="space-y-4">
      {/* Until the server has said whether AI is on, hold the space rather than show a wrong default. */}
      <EngineSwitch value={engine} onChange={chooseEngine} aiAvailable={aiAvailable} />
      <SideBySide>
        <form onSubmit={generate} className="flex min-w-0 flex-col gap-3" noValidate>
          <Field
            label="Prompt"
            hint={
              engine === 'local'
                ? 'The Local engine picks the closest Lucide icon and applies the background, colours and transparency you ask for.'
                : 'Name the icon, its colours and its background.'
            }
          >
            <Input
              value={prompt}
              onValue={setPrompt}
              placeholder="Describe the icon you want..."
              aria-invalid={prompt.trim().length > SVG_PROMPT_MAX_CHARS || undefined}
            />
          </Field>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="primary" icon={Sparkles} busy={task.busy} disabled={prompt === '' || engine === null}>
              Generate
            </Button>
            <LocalNowButton task={task} run={generate} />
          </div>
          <ErrorLine message={error} />
          <IconSettingsControls value={settings} onChange={setSettings} />
        </form>
        <IconPreview svg={svg} prompt={icon?.prompt ?? ''} note={icon?.note ?? null} busy={task.busy} size={settings.size} />
      </SideBySide>
    </div>
  );
}
