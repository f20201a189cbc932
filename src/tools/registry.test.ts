import { describe, expect, it } from 'vitest';
import { tools } from './registry';

describe('tool registry', () => {
  it('lists the tools alphabetically by title, ignoring case and accents (the landing page shows them in this order)', () => {
    const byTitle = new Intl.Collator('en', { sensitivity: 'base' });
    const titles = tools.map((tool) => tool.title);
    expect(titles).toEqual([...titles].sort(byTitle.compare));
  });
});
