import type { AiTaskId } from '@contract/ai-tasks';
import type { Engine } from '@/components/engine-switch';
import { isTaskAvailable } from '@/lib/ai/health';
import { useAiHealth } from '@/lib/ai/use-ai-health';
import type { StoredShape } from '@/lib/stored-value';
import { useToolInput } from './use-tool-input';

const engineShape: StoredShape<Engine | null> = (raw) => (raw === 'ai' || raw === 'local' ? raw : undefined);

/**
 * The Engine choice of a tool with an AI and a Local engine: AI by default when the server offers
 * every one of `tasks`, else Local; the visitor's own choice wins and is remembered with the tool's
 * other inputs. A remembered AI choice gives way to Local on a server (or a day) without AI.
 * `engine` is null until the server has answered, so no wrong default is shown.
 */
export function useEngineChoice(...tasks: AiTaskId[]) {
  const [chosen, setChosen] = useToolInput<Engine | null>('engine', null, engineShape);
  const health = useAiHealth();
  const ready = health.status === 'ready';
  const aiAvailable = ready && tasks.every((task) => isTaskAvailable(health.health, task));
  const fallback: Engine | null = ready ? (aiAvailable ? 'ai' : 'local') : null;
  const engine = chosen === 'local' || (chosen === 'ai' && aiAvailable) ? chosen : fallback;
  return { engine, chooseEngine: setChosen, aiAvailable };
}
