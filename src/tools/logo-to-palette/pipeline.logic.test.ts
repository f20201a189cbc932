import { describe, expect, it } from 'vitest';
import { canGenerate, canRegenerate, initialPipeline, type PipelineAction, pipelineReducer, type PipelineState } from './pipeline.logic';

const palette = { primary: '#000000', secondary: '#111111', accent: '#222222', neutral: '#333333', background: '#FFFFFF' };
const run = (...actions: PipelineAction[]) => actions.reduce(pipelineReducer, initialPipeline);

describe('pipelineReducer', () => {
  it('goes idle → extracting → generating_palette → generating_mockups → done', () => {
    const phases: string[] = [];
    let state: PipelineState = initialPipeline;
    for (const action of [
      { type: 'start' },
      { type: 'phase', phase: 'generating_palette' },
      { type: 'palette', palette },
      { type: 'mockup-start', theme: 'light' },
      { type: 'mockup-start', theme: 'dark' },
      { type: 'mockup-ready', theme: 'light', dataUrl: 'data:a' },
      { type: 'mockup-ready', theme: 'dark', dataUrl: 'data:b' },
      { type: 'finish' },
    ] satisfies PipelineAction[]) {
      state = pipelineReducer(state, action);
      phases.push(state.phase);
    }
    expect([...new Set(phases)]).toEqual(['extracting', 'generating_palette', 'generating_mockups', 'done']);
    expect(state.mockups).toEqual({ light: { status: 'ready', dataUrl: 'data:a' }, dark: { status: 'ready', dataUrl: 'data:b' } });
    expect(state.error).toBeNull();
  });

  it('returns to idle with the message on an error', () => {
    const state = run({ type: 'start' }, { type: 'error', message: 'Failed to extract colors.' });
    expect(state).toMatchObject({ phase: 'idle', error: 'Failed to extract colors.', palette: null });
  });

  it('keeps the palette and the other mockup when one mockup fails, and ends idle with its message', () => {
    const state = run(
      { type: 'start' },
      { type: 'palette', palette },
      { type: 'mockup-start', theme: 'light' },
      { type: 'mockup-start', theme: 'dark' },
      { type: 'mockup-failed', theme: 'light', message: 'Failed to generate light mockup. X' },
      { type: 'mockup-ready', theme: 'dark', dataUrl: 'data:b' },
      { type: 'finish' },
    );
    expect(state.phase).toBe('idle');
    expect(state.palette).toEqual(palette);
    expect(state.mockups.light).toEqual({ status: 'failed' });
    expect(state.mockups.dark.status).toBe('ready');
    expect(state.error).toBe('Failed to generate light mockup. X');
  });

  it('lists both failures when both mockups fail', () => {
    const state = run(
      { type: 'start' },
      { type: 'palette', palette },
      { type: 'mockup-failed', theme: 'light', message: 'Failed to generate light mockup.' },
      { type: 'mockup-failed', theme: 'dark', message: 'Failed to generate dark mockup.' },
      { type: 'finish' },
    );
    expect(state.error).toBe('Failed to generate light mockup.\nFailed to generate dark mockup.');
  });

  it('a new start clears the previous results and error', () => {
    const state = run({ type: 'start' }, { type: 'palette', palette }, { type: 'error', message: 'x' }, { type: 'start' });
    expect(state).toEqual({ ...initialPipeline, phase: 'extracting' });
  });

  it('a Regenerate clears the old message; its failure returns to idle with its own', () => {
    const done = run(
      { type: 'start' },
      { type: 'palette', palette },
      { type: 'mockup-ready', theme: 'light', dataUrl: 'a' },
      { type: 'mockup-failed', theme: 'dark', message: 'old' },
      { type: 'finish' },
    );
    const regenerating = pipelineReducer(done, { type: 'mockup-start', theme: 'dark' });
    expect(regenerating.error).toBeNull();
    expect(regenerating.mockups.dark).toEqual({ status: 'loading' });
    const failed = pipelineReducer(regenerating, { type: 'mockup-failed', theme: 'dark', message: 'Failed to regenerate dark mockup.' });
    expect(failed).toMatchObject({ phase: 'idle', error: 'Failed to regenerate dark mockup.' });
  });

  it('cancel returns to idle and empties mockups still loading', () => {
    const state = run(
      { type: 'start' },
      { type: 'palette', palette },
      { type: 'mockup-start', theme: 'light' },
      { type: 'mockup-ready', theme: 'dark', dataUrl: 'd' },
      { type: 'cancel' },
    );
    expect(state.phase).toBe('idle');
    expect(state.mockups).toEqual({ light: { status: 'empty' }, dark: { status: 'ready', dataUrl: 'd' } });
  });

  it('reset (a new file) clears everything', () => {
    expect(run({ type: 'start' }, { type: 'palette', palette }, { type: 'reset' })).toEqual(initialPipeline);
  });
});

describe('guards', () => {
  it('enables the trigger only when idle with a file', () => {
    expect(canGenerate(initialPipeline, true)).toBe(true);
    expect(canGenerate(initialPipeline, false)).toBe(false);
    expect(canGenerate(run({ type: 'start' }), true)).toBe(false);
    expect(canGenerate(run({ type: 'start' }, { type: 'palette', palette }, { type: 'finish' }), true)).toBe(false);
  });

  it('allows Regenerate with a palette, outside a run, when that mockup is not loading', () => {
    expect(canRegenerate(initialPipeline, 'light')).toBe(false);
    const running = run({ type: 'start' }, { type: 'palette', palette });
    expect(canRegenerate(running, 'light')).toBe(false);
    const done = pipelineReducer(running, { type: 'finish' });
    expect(canRegenerate(done, 'light')).toBe(true);
    expect(canRegenerate(pipelineReducer(done, { type: 'mockup-start', theme: 'light' }), 'light')).toBe(false);
    expect(canRegenerate(pipelineReducer(done, { type: 'mockup-start', theme: 'light' }), 'dark')).toBe(true);
  });
});
