import { tools } from '@/tools/registry';
import { viewFromHash } from './use-view';

// A deep link or reload: fetch the tool's code now, before React and the shell are even evaluated (main.tsx
// imports this module first), not after the first paint when its host would ask. A failure is reported by
// the tool host, which asks again.
const linkedView = viewFromHash(window.location.hash);
tools
  .find((tool) => tool.id === linkedView)
  ?.screen.load()
  .catch(() => undefined);
