// A small valid body of this task, for the tests that go through every task (test-support/task-samples.ts).
import type { AiTaskRequests } from '@contract/ai-tasks';
import { FAKE_PNG_BASE64 } from '@test-support/fake-gemini';

export default { image: { mimeType: 'image/png', data: FAKE_PNG_BASE64 } } satisfies AiTaskRequests['logo-palette'];
