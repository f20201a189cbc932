import { button, type FaultCase, fill, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'throw',
    failure: 'Could not render this Markdown',
    // The sample's preview.
    prepare: async (page) => expect(page.getByRole('region', { name: 'Rendered Markdown' }).getByRole('heading').first()).toBeVisible(),
    start: fill('Markdown', (attempt) => `# Attempt ${attempt}`),
    control: textbox('Markdown'),
    succeeded: async (page) => expect(page.getByRole('region', { name: 'Rendered Markdown' }).getByRole('heading', { name: 'Attempt 1' })).toBeVisible(),
    notCurrent: async (page) => {
      await expect(page.getByRole('region', { name: 'Rendered Markdown' }).getByRole('heading')).toHaveCount(0);
      await expect(button('Copy HTML')(page)).toBeDisabled();
      await expect(button('Copy rich text')(page)).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Download HTML' })).toBeDisabled();
    },
  },
] satisfies FaultCase[];
