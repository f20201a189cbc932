import { button, click, type FaultCase } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'hang',
    failure: 'Failed to generate palette',
    specWorded: true,
    prepare: async (page) => page.getByRole('textbox', { name: 'Theme' }).fill('sunset over the sea'),
    start: click('Generate'),
    control: button('Generate'),
    succeeded: async (page) => expect(page.getByTestId('swatch-hex')).toHaveCount(5),
  },
] satisfies FaultCase[];
