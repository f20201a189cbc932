// A minimal OpenAI-compatible chat completions server (as Ollama, llama.cpp and vLLM offer) for tests.
import { once } from 'node:events';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_OPENAI_CHUNKS = ['Local model ', 'placeholder ', 'text.'] as const;

export interface FakeOpenAi {
  /** Base URL including /v1, as OPENAI_BASE_URL takes it. */
  url: string;
  requests: { model: string; stream: boolean; authorization: string | undefined; messages: unknown[] }[];
  close: () => Promise<void>;
}

/** One streamed event whose text never ends, as fast as the caller reads it: only a cap on an event's size, or the time limit, stops it. */
async function endlessEvent(res: ServerResponse): Promise<void> {
  res.write('data: {"id":"chatcmpl-fake","object":"chat.completion.chunk","choices":[{"index":0,"delta":{"content":"');
  const chunk = 'x'.repeat(64 * 1024);
  const closed = once(res, 'close').catch(() => {});
  while (!res.destroyed) {
    if (!res.write(chunk)) await Promise.race([once(res, 'drain'), closed]);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}

export async function startFakeOpenAi({ key }: { key?: string } = {}): Promise<FakeOpenAi> {
  const requests: FakeOpenAi['requests'] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":{"message":"not found"}}');
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { model: string; stream?: boolean; messages: unknown[] };
    requests.push({ model: body.model, stream: body.stream === true, authorization: req.headers.authorization, messages: body.messages });
    if (key !== undefined && req.headers.authorization !== `Bearer ${key}`) {
      res
        .writeHead(401, { 'Content-Type': 'application/json' })
        .end('{"error":{"message":"Incorrect API key provided","type":"invalid_request_error","code":"invalid_api_key"}}');
      return;
    }
    const base = { id: 'chatcmpl-fake', created: 0, model: body.model };
    if (!body.stream) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content: FAKE_OPENAI_CHUNKS.join('') }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 5, completion_tokens: 3, total_tokens: 8 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    if (JSON.stringify(body.messages).includes('[fake:endless]')) return endlessEvent(res);
    FAKE_OPENAI_CHUNKS.forEach((content, index) => {
      const choice = { index: 0, delta: { role: 'assistant', content }, finish_reason: index === FAKE_OPENAI_CHUNKS.length - 1 ? 'stop' : null };
      res.write(`data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [choice] })}\n\n`);
    });
    res.end('data: [DONE]\n\n');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
