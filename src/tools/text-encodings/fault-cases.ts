import { type FaultCase, fill, textbox, button } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

// Text over the inline limit (256 KB) is encoded on the worker, and a file's whole dump is always written there:
// e2e/jobs-end.e2e.ts plans each fault.
export default [
  {
    fault: 'every kind',
    failure: 'Could not encode this text',
    start: fill('Text', (attempt) => 'a'.repeat(300_000 + attempt)),
    control: textbox('Text'),
    succeeded: async (page) => expect(page.getByRole('status').filter({ hasText: /^300,001 bytes → 900,002 characters$/ })).toBeVisible(),
  },
  {
    job: 'dump',
    fault: 'throw',
    failure: 'Could not write the dump',
    prepare: async (page) => {
      await page.getByRole('radio', { name: 'Hexdump a file' }).check();
      await page
        .locator('input[type=file][aria-label="Open file"]')
        .setInputFiles({ name: 'data.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(5000, 7) });
    },
    start: async (page) => button('Write the whole dump')(page).click(),
    control: button('Write the whole dump'),
    succeeded: async (page) => expect(page.getByRole('button', { name: 'Download data.bin.hex.txt' })).toBeVisible(),
  },
] satisfies FaultCase[];
