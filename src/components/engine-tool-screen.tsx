import type { Engine } from '@contract/engine';
import { Sparkles, Square } from 'lucide-react';
import type { ReactNode } from 'react';
import { EngineSwitch } from './engine-switch';
import { LocalNowButton } from './local-now-button';
import { Button } from './ui/button';
import { TwoPaneScreen, type TwoPanePage, type TwoPaneScreenProps } from './two-pane-page';

/** The two-pane page of a tool with an Engine switch and one action button. */
export interface EngineToolPage<Options = void> extends TwoPanePage<Options> {
  /** The action button ("Convert"); `busy` is its label while it runs, the output's busy label when not given. */
  action: { label: string; busy?: string };
}

/** What the screen shows of the engine and the run: useEngineTask gives it whole. */
export interface EngineRun {
  engine: Engine | null;
  chooseEngine: (engine: Engine) => void;
  aiAvailable: boolean;
  busy: boolean;
  stop: () => void;
  /** The last AI call was refused for a spent budget: the Local engine is offered (LocalNowButton). */
  budgetSpent: boolean;
}

interface EngineToolScreenProps<Options> extends Omit<TwoPaneScreenProps<Options>, 'page' | 'busy' | 'actions'> {
  page: EngineToolPage<Options>;
  task: EngineRun;
  /** False keeps the action button off (a blank input the tool will not run on). */
  ready?: boolean;
  /** After the action button and Stop. */
  actions?: ReactNode;
}

/**
 * The two-pane screen of a tool that runs on the engine chosen, AI or Local: the Engine switch before
 * the tool's own controls, the action button (relabelled while it runs, off until the engine is known)
 * and Stop while it runs. The code tools (`CodeTransformPanel`), SQL to Class and JSON to C# use it.
 */
export function EngineToolScreen<Options = void>({ page, task, ready = true, controls, actions, run, ...screen }: EngineToolScreenProps<Options>) {
  const { engine, busy } = task;
  return (
    <TwoPaneScreen<Options>
      {...screen}
      page={page}
      busy={busy}
      run={run}
      controls={
        <>
          <EngineSwitch value={engine} onChange={task.chooseEngine} aiAvailable={task.aiAvailable} />
          {controls}
        </>
      }
      actions={
        <>
          <Button
            variant="primary"
            icon={Sparkles}
            busy={busy}
            busyLabel={page.action.busy ?? page.output.busy}
            onClick={run}
            disabled={!ready || engine === null}
            aria-keyshortcuts="Control+Enter Meta+Enter"
          >
            {page.action.label}
          </Button>
          {busy && (
            <Button icon={Square} onClick={task.stop}>
              Stop
            </Button>
          )}
          {run && <LocalNowButton task={task} run={run} />}
          {actions}
        </>
      }
    />
  );
}
