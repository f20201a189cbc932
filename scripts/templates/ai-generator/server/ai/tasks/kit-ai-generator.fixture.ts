// A small valid body of this task, for the tests that go through every task (test-support/task-samples.ts).
import type { AiTaskRequests } from '@contract/ai-tasks';

export default { input: 'hello' } satisfies AiTaskRequests['kit-ai-generator'];
