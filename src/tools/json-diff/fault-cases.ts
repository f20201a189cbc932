import { editorTextOf } from '../../../e2e/editor';
import { bigJson, button, type FaultCase, fill, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'unhandled-rejection',
    failure: 'Could not compare these documents',
    prepare: async (page) => {
      await textbox('Changed')(page).fill('{"a": 1}');
      await textbox('Original')(page).fill('{"a": 2}');
      await expect(page.getByTestId('patch-summary')).toContainText('1 operation ·');
    },
    start: fill('Original', (attempt) => bigJson(3000 + attempt)),
    control: textbox('Original'),
    // An array against an object: one replace of the whole document.
    succeeded: async (page) => expect(page.getByTestId('patch-summary')).toContainText('1 operation ·'),
    notCurrent: async (page) => {
      await expect(page.getByTestId('patch-summary')).toHaveCount(0);
      await expect.poll(() => editorTextOf(page, /^JSON Patch/)).toBe('');
      await expect(button('Copy patch')(page)).toBeDisabled();
    },
  },
] satisfies FaultCase[];
