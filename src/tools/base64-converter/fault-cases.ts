import type { FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'reject',
    failure: 'Could not convert this input',
    start: async (page, attempt) => page.getByRole('textbox', { name: 'Input', exact: true }).fill('x'.repeat(300_000 + 3 * attempt)),
    control: (page) => page.getByRole('textbox', { name: 'Input', exact: true }),
    succeeded: async (page) => expect(page.getByRole('textbox', { name: 'Output', exact: true })).toContainText('eHh4eHh4'),
  },
] satisfies FaultCase[];
