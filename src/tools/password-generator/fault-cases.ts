import type { FaultCase } from '../../../e2e/job-faults';
import { expect, type Page } from '../../../e2e/test';

const field = (page: Page) => page.getByLabel('Password to analyse');

// The strength analyser's job runs on its worker (zxcvbn and its dictionaries), where e2e/jobs-end.e2e.ts plans each fault.
export default [
  {
    fault: 'every kind',
    failure: 'Could not analyse this password',
    prepare: async (page) => {
      await page.getByRole('radio', { name: 'Analyse strength' }).check();
    },
    start: async (page, attempt) => field(page).fill(`password${attempt}`),
    control: field,
    succeeded: async (page) => expect(page.getByTestId('strength-score')).toHaveText(/^Score \d of 4/),
  },
] satisfies FaultCase[];
