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
] satisfies FaultCase[];
