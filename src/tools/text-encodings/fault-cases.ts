import { type FaultCase, fill, lines, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

// Input over the inline limit goes to the worker, where e2e/jobs-end.e2e.ts plans each fault.
export default [
  {
    fault: 'every kind',
    failure: 'Could not transform this text',
    start: fill('Input', (attempt) => lines(60 + attempt, () => ' word '.repeat(200))),
    control: textbox('Input'),
    succeeded: async (page) => expect(page.getByText('61 lines')).toBeVisible(),
  },
] satisfies FaultCase[];
