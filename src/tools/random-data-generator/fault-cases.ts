import { editorTextOf } from '../../../e2e/editor';
import { button, click, type FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'uncaught',
    failure: 'Could not generate data',
    // The data generated on opening.
    prepare: async (page) => expect(page.getByRole('textbox', { name: /^Output \(/ })).not.toHaveText(''),
    start: click('Generate'),
    control: button('Generate'),
    succeeded: async (page) => expect(page.getByRole('textbox', { name: /^Output/ })).not.toHaveText(''),
    notCurrent: async (page) => {
      await expect.poll(() => editorTextOf(page, /^Output$/)).toBe('');
      await expect(button('Copy')(page)).toBeDisabled();
    },
  },
] satisfies FaultCase[];
