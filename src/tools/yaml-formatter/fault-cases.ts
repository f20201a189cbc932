import { button, click, type FaultCase, lines, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'load',
    failure: 'Could not format this YAML',
    // About 300 KB in 150 lines: over the YAML Formatter's 256 KB worker threshold.
    prepare: async (page) => textbox('YAML Input')(page).fill(lines(150, (index) => `key${index}: ${'x'.repeat(2000)}`)),
    start: click('Format YAML'),
    control: button('Format YAML'),
    succeeded: async (page) => expect(page.getByText(/^Formatted .* in \d+ ms$/)).toBeVisible(),
  },
] satisfies FaultCase[];
