import type { AiTaskId } from '@contract/ai-tasks';
import { type Engine, isEngine } from '@contract/engine';
import { useState } from 'react';
import { isTaskAvailable } from '@/lib/ai/health';
import { useAiHealth } from '@/lib/ai/use-ai-health';
import type { StoredShape } from '@/lib/stored-value';
import { useSharedState } from './use-shared-state';
import { useToolInput } from './use-tool-input';

const engineShape: StoredShape<Engine | null> = (raw) => (isEngine(raw) ? raw : undefined);
/** A link's or an alias's engine (IT-Tools' `lorem-ipsum-generator` opens the Text Generator on Local). */
const presetShape: StoredShape<{ engine?: Engine }> = (raw) =>
  typeof raw === 'object' && raw !== null && 'engine' in raw && isEngine(raw.engine) ? { engine: raw.engine } : {};

/**
 * The Engine choice of a tool with an AI and a Local engine: AI by default when the server offers
 * every one of `tasks`, else Local; the visitor's own choice wins and is remembered with the tool's
 * other inputs. A remembered AI choice gives way to Local on a server (or a day) without AI.
 * `engine` is null until the server has answered, so no wrong default is shown. The default, once
 * shown, stays: AI that comes back with the network is offered, not switched to under the visitor.
 */
export function useEngineChoice(...tasks: AiTaskId[]) {
  const preset = useSharedState(presetShape);
  const [chosen, setChosen] = useToolInput<Engine | null>('engine', null, engineShape, { shared: preset?.engine });
  const health = useAiHealth();
  const ready = health.status === 'ready';
  const aiAvailable = ready && tasks.every((task) => isTaskAvailable(health.health, task));
  const current: Engine | null = ready ? (aiAvailable ? 'ai' : 'local') : null;
  const [firstDefault, setFirstDefault] = useState<Engine | null>(null);
  // Set while rendering (React's pattern for state kept from an earlier render): the first answer fixes the default.
  if (firstDefault === null && current !== null) setFirstDefault(current);
  const fallback = firstDefault === 'local' || (firstDefault === 'ai' && aiAvailable) ? firstDefault : current;
  const engine = chosen === 'local' || (chosen === 'ai' && aiAvailable) ? chosen : fallback;
  return { engine, chooseEngine: setChosen, aiAvailable };
}
