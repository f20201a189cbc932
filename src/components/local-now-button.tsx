import type { Engine } from '@contract/engine';
import { Cpu } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from './ui/button';

interface LocalNowProps {
  /** The task's state: its engine, and whether its last AI call was refused for a spent budget. */
  task: { engine: Engine | null; budgetSpent: boolean; chooseEngine: (engine: Engine) => void };
  /** The screen's own run, which follows the engine chosen. */
  run: () => void;
}

/**
 * Offered beside "Too many requests. Try again in N s." when the AI budget for the minute is spent: the
 * tool's Local engine, chosen and run at once, so the visitor need not wait. The run waits for the switch
 * to render, as the screen's run follows the engine it was rendered with.
 */
export function LocalNowButton({ task, run }: LocalNowProps) {
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current || task.engine !== 'local') return;
    pending.current = false;
    run();
  }, [task.engine, run]);
  if (!task.budgetSpent || task.engine !== 'ai') return null;
  return (
    <Button
      icon={Cpu}
      onClick={() => {
        pending.current = true;
        task.chooseEngine('local');
      }}
    >
      Run with the Local engine now
    </Button>
  );
}
