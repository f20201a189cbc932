import type { FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'page throw',
    prepare: async () => undefined,
    action: 'Generate',
    succeeded: async (page) => expect(page.getByRole('img', { name: /^Generated icon: / })).toBeVisible(),
  },
] satisfies FaultCase[];
