// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGemini, type GeminiPart, startFakeGemini } from '@test-support/fake-gemini';
import { geminiTextCalls } from './gemini-text';

let fake: FakeGemini;
beforeAll(async () => {
  fake = await startFakeGemini({ key: 'KEY' });
});
afterAll(() => fake.close());

const calls = () =>
  geminiTextCalls({ apiKey: 'KEY', apiRoot: `${fake.url}/v1beta`, models: { fast: 'fast-model', strong: 'strong-model', image: 'image-model' } });
const prompt = { system: 'Be brief.', text: 'Say hello.', files: [{ mimeType: 'application/pdf', data: 'JVBERi0=' }], maxOutputTokens: 64 };
const options = () => ({ tier: 'strong' as const, signal: new AbortController().signal, maxAnswerBytes: 1_000_000 });

describe('geminiTextCalls', () => {
  it('sends the prompt, the file and the output cap to the tier’s model, as Gemini’s REST API takes them', async () => {
    await calls().generateText(prompt, options());
    expect(fake.requests.at(-1)).toMatchObject({
      model: 'strong-model',
      method: 'generateContent',
      body: {
        systemInstruction: { parts: [{ text: 'Be brief.' }] },
        contents: [{ role: 'user', parts: [{ text: 'Say hello.' }, { inlineData: { mimeType: 'application/pdf', data: 'JVBERi0=' } }] }],
        generationConfig: { maxOutputTokens: 64 },
      },
    });
  });

  it('leaves the model’s thoughts out of a stream', async () => {
    // Gemini marks a thinking model's reasoning as parts with thought: true (the fake keeps the flag when streaming).
    fake.replyWith(() => [{ text: 'Weighing greetings. ', thought: true } as GeminiPart, { text: 'Hello.' }]);
    try {
      const pieces: string[] = [];
      for await (const piece of calls().streamText(prompt, options())) pieces.push(piece);
      expect(pieces).toEqual(['Hello.']);
    } finally {
      fake.replyWith(null);
    }
  });
});
