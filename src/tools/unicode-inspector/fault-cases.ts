import { type FaultCase, fill, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'reject',
    failure: 'Could not inspect this text',
    // The sample's inspection.
    prepare: async (page) => {
      await expect(page.getByTestId('summary-codePoints')).not.toHaveText('');
      await expect(page.getByRole('button', { name: /^Copy (U\+|NF)/ }).first()).toBeVisible();
    },
    start: fill('Text', (attempt) => 'x'.repeat(3 + attempt)),
    control: textbox('Text'),
    succeeded: async (page) => expect(page.getByTestId('summary-codePoints')).toHaveText('4'),
    notCurrent: async (page) => {
      await expect(page.getByTestId('summary-codePoints')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Copy (U\+|NF)/ })).toHaveCount(0);
    },
  },
  {
    job: 'name search',
    fault: 'unhandled-rejection',
    failure: 'Could not search the character names',
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: 'Character name or code point' }).fill('dollar sign');
      // The first search builds the name index: about a second here, and past the default wait on a loaded CI machine.
      await expect(page.getByRole('list', { name: 'Characters found' }).getByRole('listitem').first()).toContainText('DOLLAR SIGN', { timeout: 45_000 });
    },
    start: async (page, attempt) => page.getByRole('searchbox', { name: 'Character name or code point' }).fill(attempt === 0 ? 'euro' : 'euro sign'),
    control: (page) => page.getByRole('searchbox', { name: 'Character name or code point' }),
    succeeded: async (page) => expect(page.getByRole('list', { name: 'Characters found' }).getByRole('listitem').first()).toContainText('EURO SIGN'),
    notCurrent: async (page) => {
      await expect(page.getByRole('list', { name: 'Characters found' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^Copy DOLLAR SIGN/ })).toHaveCount(0);
    },
  },
] satisfies FaultCase[];
