import { bigJson, type FaultCase, fill, textbox } from '../../../e2e/job-faults';
import { expect } from '../../../e2e/test';

export default [
  {
    fault: 'reject',
    failure: 'Could not convert this data',
    start: fill('From: JSON', (attempt) => bigJson(3000 + attempt)),
    control: textbox('From: JSON'),
    succeeded: async (page) => expect(textbox('To: YAML')(page)).toContainText('name: item 0'),
  },
] satisfies FaultCase[];
