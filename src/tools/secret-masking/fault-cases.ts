import { type FaultCase, fill, lines, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

// Text over the inline limit (40,000 characters; these are 70,000) is masked on the worker, where e2e/jobs-end.e2e.ts plans each fault.
// Few long lines: the editor takes them faster than thousands of short ones.
export default [
  {
    fault: 'every kind',
    failure: 'Could not mask this text',
    start: fill('Text with secrets', (attempt) => lines(20 + attempt, (index) => `GET /login user=ada password=pw-${index} `.repeat(100))),
    control: textbox('Text with secrets'),
    succeeded: async (page) => expect(page.getByText('2,100 secrets masked')).toBeVisible(),
  },
] satisfies FaultCase[];
