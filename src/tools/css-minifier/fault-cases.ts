import { button, click, type FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'hang',
    failure: 'Could not minify this CSS',
    prepare: click('Sample'),
    start: click('Minify CSS'),
    control: button('Minify CSS'),
    succeeded: async (page) => expect(page.getByText('Minified', { exact: false }).first()).toBeVisible(),
  },
] satisfies FaultCase[];
