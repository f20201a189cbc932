import { button, click, editor, type FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'uncaught',
    failure: 'Could not format this SQL',
    prepare: click('Sample'),
    start: click('Beautify SQL'),
    control: button('Beautify SQL'),
    succeeded: async (page) => expect(editor(page, 'Formatted SQL')).toContainText('SELECT'),
  },
] satisfies FaultCase[];
