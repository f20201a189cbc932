import { type FaultCase, fill, lines, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

// Text over the inline limit (64 KB) is hashed on the worker, where e2e/jobs-end.e2e.ts plans each fault.
export default [
  {
    fault: 'every kind',
    failure: 'Could not hash this input',
    start: fill('Input', (attempt) => lines(10 + attempt, () => 'hash me '.repeat(1000))),
    control: textbox('Input'),
    succeeded: async (page) => expect(page.getByText(/^Of 8\d\.\d KB of UTF-8$/)).toBeVisible(),
  },
] satisfies FaultCase[];
