import { button, click, editor, type FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'reject',
    failure: 'Could not convert this JSON',
    start: click('Convert to C#'),
    control: button('Convert to C#'),
    succeeded: async (page) => expect(editor(page, 'C#')).toContainText('public partial class RootObject'),
  },
] satisfies FaultCase[];
