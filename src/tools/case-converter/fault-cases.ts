import { type FaultCase, fill, lines, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'load',
    failure: 'Could not convert this text',
    start: fill('Input', (attempt) => lines(60 + attempt, () => 'user id '.repeat(120))),
    control: textbox('Input'),
    succeeded: async (page) => expect(page.getByText('61 lines in camelCase')).toBeVisible(),
  },
] satisfies FaultCase[];
