import type { FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'throw',
    failure: 'Could not test this expression',
    start: async (page, attempt) => page.getByRole('textbox', { name: 'Regular Expression' }).fill(attempt === 0 ? 'o+' : 'e+'),
    control: (page) => page.getByRole('textbox', { name: 'Regular Expression' }),
    succeeded: async (page) => expect(page.getByRole('heading', { level: 2, name: /^Matches \(\d+\)$/ })).toBeVisible(),
  },
  {
    job: 'diagram',
    fault: 'reject',
    failure: 'Could not test this expression',
    // An edit runs the match and, with the Diagram panel open, the diagram: each on its own worker, each failing.
    alsoFailing: ['Could not draw this pattern'],
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Show diagram' }).click();
      await expect(page.getByRole('img', { name: /^Railroad diagram of / })).toBeVisible();
    },
    start: async (page, attempt) => page.getByRole('textbox', { name: 'Regular Expression' }).fill(attempt === 0 ? 'o+' : 'e+'),
    control: (page) => page.getByRole('textbox', { name: 'Regular Expression' }),
    succeeded: async (page) => expect(page.getByRole('img', { name: 'Railroad diagram of /e+/g; the Explanation panel says it in words' })).toBeVisible(),
  },
] satisfies FaultCase[];
