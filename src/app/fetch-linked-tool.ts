import { aliasTable } from '@/tools/alias-table';
import { tools } from '@/tools/registry';
import { hashNeedsAliases, viewFromHash } from './use-view';

/** How long the first render waits for a linked tool's code before it shows the shell and a skeleton instead. */
const LINKED_TOOL_WAIT_MS = 300;

// A deep link or reload: fetch the tool's code now, before React and the shell are even evaluated (main.tsx
// imports this module first), not after the first paint when its host would ask. A failure is reported by
// the tool host, which asks again.
// An alias's address fetches the alias table first (a small chunk) to learn its tool.
const hash = window.location.hash;
const linkedScreen = hashNeedsAliases(hash)
  ? aliasTable.load().then(
      () => loadLinkedScreen(viewFromHash(hash)),
      () => undefined,
    )
  : loadLinkedScreen(viewFromHash(hash));

function loadLinkedScreen(view: string) {
  return tools
    .find((tool) => tool.id === view)
    ?.loadScreenAlone()
    .catch(() => undefined);
}

/**
 * Resolves once the linked tool's code has loaded, or after a short wait: main.tsx renders then, so a deep
 * link renders once, with its tool, instead of painting the shell and a skeleton and then rendering again
 * (measured here: the shell's render came first and pushed the tool's own code back by about 100 ms).
 * At once when the address names no tool.
 */
export function linkedToolReady(): Promise<unknown> {
  if (!linkedScreen) return Promise.resolve();
  return Promise.race([linkedScreen, new Promise((resolve) => setTimeout(resolve, LINKED_TOOL_WAIT_MS))]);
}
