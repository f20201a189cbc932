import type { Engine } from '@contract/engine';
import { AI_NOT_CONFIGURED } from '@contract/messages';
import { isOffline, OFFLINE_MESSAGE } from '@/lib/ai/ai-error';
import { Segmented } from './ui/segmented';

interface EngineSwitchProps {
  /** Null until the server has said whether AI is available: the switch keeps its room empty meanwhile. */
  value: Engine | null;
  onChange: (engine: Engine) => void;
  /** False when the server reports no AI provider (or cannot be reached); the AI option is then unavailable and says why. */
  aiAvailable: boolean;
}

/** The "Engine" radio group shared by tools that have both an AI and a local engine. */
export function EngineSwitch({ value, onChange, aiAvailable }: EngineSwitchProps) {
  // Its own size, so the controls beside it do not move when the answer arrives.
  if (value === null) return <div className="h-8 w-40" aria-hidden="true" />;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Segmented
        legend="Engine"
        name="engine"
        value={value}
        onChange={onChange}
        options={[
          { value: 'ai', label: 'AI', disabled: !aiAvailable },
          { value: 'local', label: 'Local' },
        ]}
      />
      {!aiAvailable && <span className="text-sm text-slate-500 dark:text-slate-400">{isOffline() ? OFFLINE_MESSAGE : AI_NOT_CONFIGURED}</span>}
    </div>
  );
}
