import { button, type FaultCase, fill, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'uncaught',
    failure: 'Could not convert this text',
    start: fill('Plain text', (attempt) => 'say "hi" '.repeat(23_000 + attempt)),
    control: button('Swap'),
    succeeded: async (page) => expect(textbox('Escaped text')(page)).toContainText('say \\"hi\\"'),
  },
] satisfies FaultCase[];
