/**
 * The two engines a tool can run on: the server's AI (POST /api/ai/<task>) or code in the page. A
 * tool's kind is the engine it is built around; a tool with both shows the "Engine" choice.
 */
export const engines = ['ai', 'local'] as const;
export type Engine = (typeof engines)[number];

export const isEngine = (value: unknown): value is Engine => engines.includes(value as Engine);
