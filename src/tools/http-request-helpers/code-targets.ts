/** The languages a curl command converts to; listed apart from the converter so the screen shows them before it loads. */
export const CODE_TARGETS = ['fetch', 'axios', 'python', 'go', 'php', 'node'] as const;
export type CodeTarget = (typeof CODE_TARGETS)[number];

export const TARGET_FACTS: Record<CodeTarget, { label: string; language: 'javascript' | 'python' | 'php' | 'text'; fileName: string }> = {
  fetch: { label: 'fetch', language: 'javascript', fileName: 'request.js' },
  axios: { label: 'axios', language: 'javascript', fileName: 'request.mjs' },
  python: { label: 'Python requests', language: 'python', fileName: 'request.py' },
  go: { label: 'Go net/http', language: 'text', fileName: 'main.go' },
  php: { label: 'PHP cURL', language: 'php', fileName: 'request.php' },
  node: { label: 'Node https', language: 'javascript', fileName: 'request.mjs' },
};
