import { describe, expect, it } from 'vitest';
import { tools } from './registry';

/** The tool folders (ids) that hold a file matched by a glob key such as `./json-diff/bench-target.ts`. */
const foldersOf = (files: Record<string, unknown>) => new Set(Object.keys(files).map((path) => path.split('/')[1]));

// Keys only: the modules behind them are not loaded.
const benchTargets = import.meta.glob<{ firstUsefulContent: unknown }>('./*/bench-target.ts', { import: 'default' });
const faultCases = foldersOf(import.meta.glob('./*/fault-cases.ts'));
const workerTools = [...foldersOf(import.meta.glob('./*/*.worker.ts'))];

describe('tool registry', () => {
  it('lists the tools alphabetically by title, ignoring case and accents (the landing page shows them in this order)', () => {
    const byTitle = new Intl.Collator('en', { sensitivity: 'base' });
    const titles = tools.map((tool) => tool.title);
    expect(titles).toEqual([...titles].sort(byTitle.compare));
  });

  it("lists every tool folder once, under its folder's name (the view value and the URL hash)", () => {
    const folders = [...foldersOf(import.meta.glob('./*/index.ts'))];
    expect(tools.map((tool) => tool.id).sort()).toEqual(folders.sort());
  });

  it.each(tools.map((tool) => tool.id))('%s declares what the tool-open bench waits for, in its bench-target.ts', async (id) => {
    const load = benchTargets[`./${id}/bench-target.ts`];
    expect(load, `src/tools/${id}/bench-target.ts`).toBeDefined();
    expect(await load?.()).toEqual(expect.objectContaining({ firstUsefulContent: expect.stringMatching(/\S/) }));
  });

  it.each(workerTools)('%s has a worker, so it declares how its jobs end under a fault, in its fault-cases.ts', (id) => {
    expect(faultCases.has(id), `src/tools/${id}/fault-cases.ts`).toBe(true);
  });
});
