import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { textFile } from '@/lib/files';
import { EngineToolScreen, type EngineRun, type EngineToolPage } from './engine-tool-screen';

const page: EngineToolPage = {
  input: { label: 'Words Input', placeholder: 'Paste words here.', drop: 'Drop a text file to open it' },
  output: { label: 'Shouted words', placeholder: 'Shouted words appear here.', busy: 'Shouting…' },
  action: { label: 'Shout', busy: 'Shouting...' },
  language: 'text',
  file: textFile({ kind: 'text', extensions: ['.txt'], maxMB: 1 }),
  sample: 'hello world',
  download: { fileName: () => 'words.txt', mimeType: 'text/plain' },
  shortcut: 'to shout',
};

function renderTool(task: Partial<EngineRun>, { ready = true, run = vi.fn() } = {}) {
  const full: EngineRun = { engine: 'local', chooseEngine: vi.fn(), aiAvailable: true, busy: false, stop: vi.fn(), budgetSpent: false, ...task };
  render(<EngineToolScreen page={page} task={full} ready={ready} input="hi" onInput={vi.fn()} output="" run={run} error={null} />);
  return full;
}

describe('EngineToolScreen', () => {
  it('puts the Engine switch before the action, which runs the job', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    const task = renderTool({}, { run });
    await user.click(screen.getByRole('radio', { name: 'AI' }));
    expect(task.chooseEngine).toHaveBeenCalledWith('ai');
    await user.click(screen.getByRole('button', { name: 'Shout' }));
    expect(run).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('keeps the action off until the input is ready and the engine is known', () => {
    renderTool({}, { ready: false });
    expect(screen.getByRole('button', { name: 'Shout' })).toBeDisabled();
  });

  it('keeps the action off before the server has said which engines there are', () => {
    renderTool({ engine: null });
    expect(screen.getByRole('button', { name: 'Shout' })).toBeDisabled();
  });

  it('relabels the action while it runs and offers Stop', async () => {
    const user = userEvent.setup();
    const task = renderTool({ busy: true });
    expect(screen.getByRole('button', { name: 'Shouting...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(task.stop).toHaveBeenCalledOnce();
  });
});
