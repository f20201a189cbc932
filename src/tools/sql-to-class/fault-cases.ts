import { button, click, editor, type FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'every kind',
    failure: 'Could not convert this SQL',
    prepare: click('Sample'),
    start: click('Convert'),
    control: button('Convert'),
    notCurrent: async (page) => expect(page.getByRole('button', { name: 'Copy' })).toBeDisabled(),
    succeeded: async (page) => expect(editor(page, 'Output')).toContainText('public class User'),
  },
] satisfies FaultCase[];
