// A small valid body of this task, for the tests that go through every task (test-support/task-samples.ts).
import type { AiTaskRequests } from '@contract/ai-tasks';

export default { prompt: 'a house' } satisfies AiTaskRequests['svg-icon'];
