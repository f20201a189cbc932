// A small valid body of this task, for the tests that go through every task (test-support/task-samples.ts).
import type { AiTaskRequests } from '@contract/ai-tasks';

export default { sql: 'select a from t', dialect: 'postgresql', keywordCase: 'upper', indentation: '4' } satisfies AiTaskRequests['sql-beautify'];
