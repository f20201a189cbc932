// A small valid body of this task, for the tests that go through every task (test-support/task-samples.ts).
import type { AiTaskRequests } from '@contract/ai-tasks';

export default { css: 'a { color: #ff0000; }', keepLicense: true } satisfies AiTaskRequests['css-minify'];
