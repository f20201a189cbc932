import { button, click, type FaultCase, qrPng } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'throw',
    failure: 'Failed to extract colors',
    specWorded: true,
    prepare: async (page) =>
      page.locator('input[type=file][aria-label="Upload logo"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await qrPng() }),
    start: click('Generate Palette & Mockups'),
    control: button('Generate Palette & Mockups'),
    succeeded: async (page) => expect(page.getByRole('list', { name: 'Branding Palette' }).getByTestId('swatch-hex')).toHaveCount(5),
  },
] satisfies FaultCase[];
