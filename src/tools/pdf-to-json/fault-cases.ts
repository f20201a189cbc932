import type { FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'page throw',
    prepare: async (page) => {
      const pdf = await page.pdf({ format: 'A4' });
      await page.locator('input[type=file]').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdf });
    },
    action: 'Convert to JSON',
    succeeded: async (page) => expect(page.getByRole('region', { name: 'Extracted JSON' })).toContainText('notes.pdf'),
  },
] satisfies FaultCase[];
