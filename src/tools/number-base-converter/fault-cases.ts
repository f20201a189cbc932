import { button, type FaultCase, fill, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'throw',
    failure: 'Could not convert this number',
    // The default number's conversion.
    prepare: async (page) => {
      await expect(page.getByTestId('base-10')).toHaveText('255');
      await expect(button('Copy decimal')(page)).toBeVisible();
    },
    start: fill('Number', (attempt) => '7'.repeat(2001 + attempt)),
    control: textbox('Number'),
    succeeded: async (page) => expect(page.getByTestId('base-10')).toHaveText('7'.repeat(2002)),
    notCurrent: async (page) => {
      await expect(page.getByTestId('base-10')).toHaveCount(0);
      await expect(button('Copy decimal')(page)).toHaveCount(0);
    },
  },
] satisfies FaultCase[];
