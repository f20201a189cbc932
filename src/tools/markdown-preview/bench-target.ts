import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default {
  firstUsefulContent: '.cm-content[aria-label="Markdown"]',
  // Its input shows at once, like every editor tool's; the preview follows from a worker (markdown-it and the
  // code grammars stay off the page), so it is timed beside the open, not held to its budget.
  alsoTimed: { name: 'rendered preview', selector: '.markdown-body h2' },
} satisfies ToolOpenTarget;
