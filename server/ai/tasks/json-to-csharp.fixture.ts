// A small valid body of this task, for the tests that go through every task (test-support/task-samples.ts).
import type { AiTaskRequests } from '@contract/ai-tasks';
import { defaultJsonToCSharpOptions } from '@contract/json-to-csharp';

export default { json: '{"a":1}', options: defaultJsonToCSharpOptions } satisfies AiTaskRequests['json-to-csharp'];
