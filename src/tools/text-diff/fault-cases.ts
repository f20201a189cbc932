import { type FaultCase, fill, lines, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'uncaught',
    failure: 'Could not compare these texts',
    // The samples' diff.
    prepare: async (page) => expect(page.getByRole('region', { name: /^Differences, / })).toBeVisible(),
    // Over 4,000 characters against the sample Changed text, which shares none of these lines.
    start: fill('Original', (attempt) => lines(40 + attempt, (index) => `line ${index} ${'x'.repeat(150)}`)),
    control: textbox('Original'),
    succeeded: async (page) => expect(page.getByTestId('diff-counts')).toContainText('−41 lines removed'),
    notCurrent: async (page) => {
      await expect(page.getByTestId('diff-counts')).toHaveCount(0);
      await expect(page.getByRole('region', { name: /^Differences, / })).toHaveCount(0);
    },
  },
] satisfies FaultCase[];
