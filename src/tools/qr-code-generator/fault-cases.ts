import { type FaultCase, QR_TEXT, qrPng } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'unhandled-rejection',
    failure: 'Could not scan this image',
    prepare: async (page) => page.getByRole('tab', { name: 'Scan' }).click(),
    start: async (page) =>
      page.locator('input[type=file][aria-label="Open image"]').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: await qrPng() }),
    control: (page) => page.getByRole('button', { name: 'Open image' }),
    succeeded: async (page) => expect(page.getByRole('textbox', { name: 'Decoded text' })).toHaveValue(QR_TEXT),
  },
] satisfies FaultCase[];
