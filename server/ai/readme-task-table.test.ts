// @vitest-environment node
// The README's task table states each task's cost and output cap: it must say what each task's module declares.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aiTasks } from './tasks';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** Each task id of the table's first column with the row's last two cells (cost, cap). */
function tableRows(): Map<string, { cost: number; cap: number }> {
  const rows = new Map<string, { cost: number; cap: number }>();
  for (const line of readme.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    if (cells.length !== 8) continue;
    const [, tasks = '', , , , cost = '', cap = ''] = cells;
    for (const [, id] of tasks.matchAll(/`([a-z-]+)`/g))
      if (id !== undefined) rows.set(id, { cost: Number(cost), cap: Number(/^[\d,]+/.exec(cap)?.[0].replaceAll(',', '')) });
  }
  return rows;
}

describe("the README's AI task table", () => {
  it.each(aiTasks)('states the cost and output cap of $id', ({ id, cost, maxOutputTokens }) => {
    expect(tableRows().get(id)).toEqual({ cost, cap: maxOutputTokens });
  });
});
