import type { FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'page throw',
    prepare: async (page) => page.getByRole('textbox', { name: 'Text Prompt' }).fill('A product description'),
    action: 'Generate Text',
    succeeded: async (page) => expect(page.getByRole('textbox', { name: 'Generated Text' })).toHaveValue(/^Lorem ipsum/),
  },
] satisfies FaultCase[];
