// @vitest-environment node
import { assertType, describe, expect, it } from 'vitest';
import { aiTaskRequestSchemas } from '@contract/ai-tasks';
import { type AiTaskRegistry, defineTask } from '../task';
import { aiTaskRegistry, aiTasks } from '.';

// The @ts-expect-error lines are the test: `tsc -b` (in npm test) fails if one of them stops being an error.

describe('the AI task registry', () => {
  it("serves each of the contract's tasks once, under its own id, validated by the contract's schema", () => {
    expect(aiTasks.map((task) => task.id)).toEqual(Object.keys(aiTaskRequestSchemas));
    for (const [id, task] of Object.entries(aiTaskRegistry)) {
      expect(task.id).toBe(id);
      expect(task.input).toBe(aiTaskRequestSchemas[task.id]);
    }
  });

  it('fails tsc when a task is missing, extra, misspelled or under another id', () => {
    const { 'pdf-to-json': pdfToJson, ...withoutPdfToJson } = aiTaskRegistry;
    // @ts-expect-error: pdf-to-json is missing.
    assertType<AiTaskRegistry>(withoutPdfToJson);
    // @ts-expect-error: "pdf-to-jsn" is not a task of the contract's, and pdf-to-json is then missing.
    assertType<AiTaskRegistry>({ ...withoutPdfToJson, 'pdf-to-jsn': pdfToJson });
    // @ts-expect-error: the contract has no "pdf-to-yaml".
    assertType<AiTaskRegistry>({ ...aiTaskRegistry, 'pdf-to-yaml': pdfToJson });
    // @ts-expect-error: svg-icon's entry must be the svg-icon task.
    assertType<AiTaskRegistry>({ ...aiTaskRegistry, 'svg-icon': aiTaskRegistry['text-generate'] });
  });

  it("fails tsc when defineTask gets an id the contract lacks, a prompt that reads another task's body, or a text task without an answer shape", () => {
    const base = { tier: 'fast', cost: 1, maxOutputTokens: 64, needs: ['text'], output: 'text', maxBodyBytes: 64 } as const;
    const spec = { ...base, answerShape: () => ({ maxChars: 64 }) };
    // @ts-expect-error: "svg-icn" is not a task id.
    assertType(defineTask({ ...spec, id: 'svg-icn', prompt: () => ({ system: '', text: '' }) }));
    // @ts-expect-error: svg-icon's body is { prompt }, not sql-beautify's { sql, ... }.
    assertType(defineTask({ ...spec, id: 'svg-icon', prompt: ({ sql }) => ({ system: '', text: sql }) }));
    // @ts-expect-error: a text answer is held to a shape before it reaches the browser.
    assertType(defineTask({ ...base, id: 'svg-icon', prompt: () => ({ system: '', text: '' }) }));
  });
});
