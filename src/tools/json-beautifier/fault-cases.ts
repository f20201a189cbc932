import { bigJson, button, click, editor, type FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'unhandled-rejection',
    failure: 'Could not process this JSON',
    prepare: async (page) => editor(page, 'JSON Input').fill(bigJson()),
    start: click('Beautify JSON'),
    control: button('Beautify JSON'),
    succeeded: async (page) => expect(page.getByText(/^Formatted .* in \d+ ms$/)).toBeVisible(),
  },
] satisfies FaultCase[];
