import { type FaultCase, fill, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

// Text over the inline limit (256 KB) is compressed on the worker, where e2e/jobs-end.e2e.ts plans each fault.
export default [
  {
    fault: 'every kind',
    failure: 'Could not compress this input',
    start: fill('Input', (attempt) => 'compress me '.repeat(25_000 + attempt)),
    control: textbox('Input'),
    succeeded: async (page) => expect(page.getByRole('status').filter({ hasText: /^293\.\d KB → \d+ B, 0\.\d %$/ })).toBeVisible(),
  },
] satisfies FaultCase[];
