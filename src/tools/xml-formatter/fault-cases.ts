import { button, click, type FaultCase, lines, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

/** About 300 KB on one line: over the XML Formatter's 256 KB worker threshold. */
const bigXml = () => `<items>${lines(10_000, (index) => `<item id="${index}">item ${index}</item>`).replaceAll('\n', '')}</items>`;

export default [
  {
    fault: 'hang',
    failure: 'Could not format this XML',
    prepare: async (page) => textbox('XML Input')(page).fill(bigXml()),
    start: click('Format XML'),
    control: button('Format XML'),
    succeeded: async (page) => expect(page.getByText(/^Formatted .* in \d+ ms$/)).toBeVisible(),
  },
] satisfies FaultCase[];
