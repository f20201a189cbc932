import { click, type FaultCase, fill, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

// The Local engine's worker job, tried by e2e/jobs-end.e2e.ts with each kind of fault.
export default [
  {
    fault: 'every kind',
    failure: 'Could not generate the output',
    prepare: async (page) => page.getByRole('radio', { name: 'Local' }).check(),
    start: async (page, attempt) => {
      await fill('Input', () => `hello ${attempt}`)(page, attempt);
      await click('Generate')(page);
    },
    control: textbox('Input'),
    succeeded: async (page) => expect(page.getByRole('textbox', { name: 'Output' })).toHaveText('hello 1'),
  },
] satisfies FaultCase[];
