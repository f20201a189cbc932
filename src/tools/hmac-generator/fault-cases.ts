import { type FaultCase, fill, lines, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

// A message over the inline limit (64 KB) is signed on the worker, where e2e/jobs-end.e2e.ts plans each fault.
export default [
  {
    fault: 'every kind',
    failure: 'Could not compute the HMAC',
    start: fill('Message', (attempt) => lines(10 + attempt, () => 'sign me '.repeat(1000))),
    control: textbox('Message'),
    succeeded: async (page) => expect(page.getByText(/^Of 8\d\.\d KB$/)).toBeVisible(),
  },
] satisfies FaultCase[];
