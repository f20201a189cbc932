import type { Tool } from './define-tool';

// Every tool's index.ts, found by its folder, so adding a tool edits no list here. Eager for the metadata the
// landing page shows; each screen stays behind the lazy import in its index.ts.
const modules = import.meta.glob<Tool>('./*/index.ts', { eager: true, import: 'default' });

const titleKey = (tool: Tool) => tool.title.toLowerCase();

/**
 * Every built tool, in title order: the landing page's A to Z and its sections take this order as it is. The
 * titles are compared lower-cased, code unit by code unit, not by an ICU collator, whose set-up took about
 * 13 ms of every page load here, a deep link's included; registry.test.ts checks that the order is the
 * collator's all the same.
 */
export const tools: readonly Tool[] = Object.values(modules).sort((first, second) => {
  const [a, b] = [titleKey(first), titleKey(second)];
  return a < b ? -1 : a > b ? 1 : 0;
});
