import { type FaultCase, fill, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

/** A command over the inline limit (16 KB), so it is converted on the worker, where e2e/jobs-end.e2e.ts plans each fault. */
const bigCommand = (attempt: number) => `curl 'https://example.com/upload' -H 'content-type: text/plain' --data-raw '${'x'.repeat(20_000 + attempt)}'`;

export default [
  {
    fault: 'every kind',
    failure: 'Could not convert the command',
    prepare: async (page) => page.getByRole('radio', { name: 'curl ↔ code' }).check(),
    start: fill('curl command', bigCommand),
    control: textbox('curl command'),
    succeeded: async (page) => expect(page.getByRole('textbox', { name: 'Code' })).toContainText("fetch('https://example.com/upload', {"),
  },
] satisfies FaultCase[];
