import { type FaultCase, fill, lines, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'hang',
    failure: 'Could not process this list',
    start: fill('Input', (attempt) => lines(300 + attempt, (index) => `item ${index} ${'x'.repeat(90)}`)),
    control: textbox('Input'),
    succeeded: async (page) => expect(page.getByTestId('list-counts')).toContainText('Before: 301 items (301 unique)'),
  },
] satisfies FaultCase[];
