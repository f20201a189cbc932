import { fromToolFolders } from '../e2e/tool-folders';

/** What "the tool is open" means for one tool, declared in its folder's bench-target.ts. */
export interface ToolOpenTarget {
  /**
   * A CSS selector for its first useful content (its main input editor, its first input field, or its output
   * when it has no input to show first), matched inside the page's <main>. A CodeMirror editor counts once its
   * content element is there.
   */
  firstUsefulContent: string;
  /** Output that comes after the first useful content, timed in the same runs and reported beside it, not held to the targets below. */
  alsoTimed?: { name: string; selector: string };
}

// A tool whose folder has no bench-target.ts fails the bench (and src/tools/registry.test.ts).
const targets = await fromToolFolders<ToolOpenTarget>('bench-target.ts');

/** Each tool's first useful content, by tool id. */
export const FIRST_USEFUL_CONTENT: Readonly<Record<string, string>> = Object.fromEntries([...targets].map(([id, target]) => [id, target.firstUsefulContent]));

/** The later output some tools also time, by tool id. */
export const ALSO_TIMED: Readonly<Record<string, { name: string; selector: string }>> = Object.fromEntries(
  [...targets].flatMap(([id, target]) => (target.alsoTimed ? [[id, target.alsoTimed]] : [])),
);

/** Every tool must open within this on this machine (issue 17). */
export const OPEN_BUDGET_MS = 200;

/** A deep link must show the tool within this multiple of the landing page's first paint. */
export const DEEP_LINK_FACTOR = 1.5;

/**
 * IT-Tools' figures for the same measurement, from issue 17 (IT-Tools cannot be fetched on this machine,
 * so they are a fixed reference); the target is half of each.
 */
export const IT_TOOLS_REFERENCE: readonly { toolId: string; itTools: string; itToolsMs: number }[] = [
  { toolId: 'json-beautifier', itTools: 'JSON prettify', itToolsMs: 613 },
  { toolId: 'jwt-debugger', itTools: 'JWT parser', itToolsMs: 407 },
  { toolId: 'guid-generator', itTools: 'UUID generator', itToolsMs: 419 },
];
