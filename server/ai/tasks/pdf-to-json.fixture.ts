// A small valid body of this task, for the tests that go through every task (test-support/task-samples.ts).
import type { AiTaskRequests } from '@contract/ai-tasks';

export default {
  pdf: { mimeType: 'application/pdf', data: Buffer.from('%PDF-1.4\n%sample\n').toString('base64') },
  prompt: 'Extract the title.',
} satisfies AiTaskRequests['pdf-to-json'];
