import { type Health, healthSchema } from '@contract/health';
import type { AiTaskId } from '@contract/ai-tasks';
import { AI_NEEDS_GEMINI, AI_NOT_CONFIGURED_HELP } from '@contract/messages';
import { isOffline, OFFLINE_MESSAGE } from './ai-error';
import { rememberServerTimeout } from './deadline';

let pending: Promise<Health | null> | null = null;

/**
 * GET /api/health, asked once per page and shared by every tool. A failed request counts as
 * "no AI" for now and is asked again by the next tool that opens.
 */
export function loadHealth(): Promise<Health | null> {
  pending ??= fetch('/api/health', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      const health = healthSchema.parse(await response.json());
      rememberServerTimeout(health.ai.timeoutMs);
      return health;
    })
    .catch(() => {
      pending = null;
      return null;
    });
  return pending;
}

/** For tests: forget the answer so the next loadHealth() asks again. */
export function forgetHealth(): void {
  pending = null;
}

export function isTaskAvailable(health: Health | null, task: AiTaskId): boolean {
  return health?.ai.tasks.includes(task) ?? false;
}

/** Why an AI task cannot run here, naming the server setting that would enable it; null when it can. */
export function unavailableReason(health: Health | null, task: AiTaskId): string | null {
  if (isTaskAvailable(health, task)) return null;
  if (health === null && isOffline()) return OFFLINE_MESSAGE;
  if (health === null) return 'The server could not be asked which AI features it offers. Check your connection and reload the page.';
  if (!health.ai.configured) return AI_NOT_CONFIGURED_HELP;
  return AI_NEEDS_GEMINI;
}
