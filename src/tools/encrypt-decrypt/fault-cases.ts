import { click, textbox, type FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

// Argon2id always runs on the worker (its WASM holds the thread), where e2e/jobs-end.e2e.ts plans each fault.
export default [
  {
    fault: 'every kind',
    failure: 'Could not encrypt',
    prepare: async (page) => {
      await page.getByRole('combobox', { name: 'Key derivation' }).selectOption('argon2id');
      await page.getByRole('textbox', { name: 'Memory (MiB)' }).fill('1');
      await page.getByLabel('Passphrase', { exact: true }).fill('jobs end');
      await textbox('Plaintext')(page).fill('a job that ends');
    },
    start: click('Encrypt'),
    control: (page) => page.getByRole('button', { name: 'Encrypt', exact: true }),
    succeeded: async (page) => expect(page.getByRole('region', { name: 'Cipher details' })).toContainText('Argon2id, 1 MiB'),
  },
] satisfies FaultCase[];
