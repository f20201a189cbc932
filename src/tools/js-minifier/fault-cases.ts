import { button, click, type FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'load',
    failure: 'Could not minify this JavaScript',
    prepare: click('Sample'),
    start: click('Minify JS'),
    control: button('Minify JS'),
    succeeded: async (page) => expect(page.getByText('Minified', { exact: false }).first()).toBeVisible(),
  },
] satisfies FaultCase[];
