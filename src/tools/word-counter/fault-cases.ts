import type { FaultCase } from '../../../e2e/job-faults';
import { expect, type Page } from '../../../e2e/test';

const wordsTile = (page: Page) =>
  page
    .getByRole('term')
    .filter({ hasText: /^Words$/ })
    .locator('xpath=following-sibling::dd[1]');

export default [
  {
    fault: 'throw',
    failure: 'Could not count this text',
    alsoFailing: ['Could not analyse this text'],
    prepare: async (page) => {
      await page.getByRole('textbox', { name: 'Text' }).fill('one two three');
      await expect(wordsTile(page)).toHaveText('3');
      await expect(page.getByRole('list', { name: 'Longest words' })).toBeVisible();
    },
    start: async (page, attempt) => page.getByRole('textbox', { name: 'Text' }).fill('word '.repeat(50_000 + attempt)),
    control: (page) => page.getByRole('textbox', { name: 'Text' }),
    succeeded: async (page) => expect(wordsTile(page)).toHaveText('50,001'),
    notCurrent: async (page) => {
      await expect(wordsTile(page)).toHaveText('—');
      await expect(page.getByRole('list', { name: 'Longest words' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Copy the keyword table' })).toBeDisabled();
    },
  },
] satisfies FaultCase[];
