// A small valid body of this task, for the tests that go through every task (test-support/task-samples.ts).
import type { AiTaskRequests } from '@contract/ai-tasks';
import { defaultConversionOptions } from '@contract/sql-to-class';

export default { sql: 'CREATE TABLE users (id int)', dialect: 'auto', options: defaultConversionOptions } satisfies AiTaskRequests['sql-to-class'];
