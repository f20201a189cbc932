import { type FaultCase, button } from '../../../e2e/job-faults';
import { expect, type Page } from '../../../e2e/test';

const hashOf = async (page: Page, attempt: number) => {
  await page.getByRole('combobox', { name: 'Algorithm' }).selectOption('bcrypt');
  await page.getByRole('spinbutton', { name: 'Cost' }).fill('4');
  await page.getByLabel('Password', { exact: true }).fill(`fault ${attempt}`);
  await button('Hash')(page).click();
};

// Every hash runs on the worker, where e2e/jobs-end.e2e.ts plans each fault.
export default [
  {
    fault: 'every kind',
    failure: 'Could not hash this password',
    start: hashOf,
    control: button('Hash'),
    succeeded: async (page) => expect(page.getByTestId('password-hash')).toHaveText(/^\$2b\$04\$/),
  },
] satisfies FaultCase[];
