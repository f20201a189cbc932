// Helpers for server tests that run the real gateway against the fake Gemini.
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { apiErrorSchema } from '@contract/ai';
import { aiStreamEventSchema, type AiStreamEvent } from '@contract/ai';
import type { TextGenerateRequest } from '@contract/text-generate';
import { type AppOptions, createApp } from '../server/app';
import { parseEnv } from '../server/env';

export const TEST_KEY = 'FAKE-GEMINI-KEY-gateway-test';

export const textRequest = (prompt: string, overrides: Partial<TextGenerateRequest> = {}): TextGenerateRequest => ({
  prompt,
  length: { unit: 'paragraphs', count: 2 },
  format: 'plain',
  ...overrides,
});

/** The parts of a test-only text task beside its id, body limit and prompt: svg-icon's cost and cap, and a roomy answer shape. */
export const TEST_TEXT_TASK = {
  tier: 'fast',
  cost: 1,
  maxOutputTokens: 4_096,
  needs: ['text'],
  output: 'text',
  answerShape: () => ({ maxChars: 20_000 }),
} as const;

/** An app wired to the fake; its log lines are collected instead of printed. */
export function gatewayApp(fakeUrl: string, env: Record<string, string> = {}, options: Partial<AppOptions> = {}) {
  const lines: string[] = [];
  const app = createApp({
    env: parseEnv({ GEMINI_API_KEY: TEST_KEY, GEMINI_BASE_URL: fakeUrl, ...env }),
    staticDir: '/nonexistent-static-dir',
    log: (line) => lines.push(line),
    ...options,
  });
  return { app, logs: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

export function postJson(app: Hono, task: string, body: unknown, init: RequestInit = {}, bindings?: object): Promise<Response> {
  return Promise.resolve(
    app.request(`/api/ai/${task}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), ...init }, bindings),
  );
}

/** Posts a request the gateway must refuse: checks the status and the error, and that the provider (the fake) was never called. */
export async function expectRefusedWithoutCall(
  fake: { url: string; requests: readonly unknown[] },
  task: string,
  body: unknown,
  status: number,
  message: string | RegExp,
): Promise<void> {
  const { app } = gatewayApp(fake.url);
  const before = fake.requests.length;
  const res = await postJson(app, task, body);
  expect(res.status).toBe(status);
  expect(apiErrorSchema.parse(await res.json()).error).toMatch(message);
  expect(fake.requests.length).toBe(before);
}

export function parseStream(text: string): AiStreamEvent[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => aiStreamEventSchema.parse(JSON.parse(line)));
}

/** The app on a real socket, for tests that need a client to disconnect. */
export async function listen(app: Hono): Promise<{ url: string; close: () => Promise<void> }> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  if (!server.listening) await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      if ('closeAllConnections' in server) server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The value in a named data block of a user message the gateway sent (server/ai/user-data.ts), or undefined. */
export function userBlock(text: string, name: string): string | undefined {
  const boundary = /^Boundary: (\S+)\n/.exec(text)?.[1];
  if (!boundary) return undefined;
  const start = `BEGIN ${name} ${boundary}\n`;
  const from = text.indexOf(start);
  const to = text.indexOf(`\nEND ${name} ${boundary}`, from);
  return from === -1 || to === -1 ? undefined : text.slice(from + start.length, to);
}
