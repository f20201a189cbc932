import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { binaryFile } from '@/lib/files';
import { FileZone, FileZonePrompt } from './file-zone';

const rules = binaryFile({ mimeTypes: ['image/png'], extensions: ['.png'], maxMB: 1, messages: { type: 'Only PNG.', size: 'Too big.' } });

/** A paste on the page, as Ctrl+V fires it; happy-dom's ClipboardEvent takes no clipboard data, so it is set on the event. */
function paste(target: EventTarget, files: File[]) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { files } });
  target.dispatchEvent(event);
}

describe('FileZone', () => {
  it('takes a pasted file, refuses a wrong one and says when a paste holds no file', async () => {
    const onFile = vi.fn();
    const onError = vi.fn();
    const onPasteWithoutFile = vi.fn();
    render(
      <>
        <input aria-label="Notes" />
        <FileZone rules={rules} dropLabel="Drop an image" onFile={onFile} onError={onError} paste onPasteWithoutFile={onPasteWithoutFile}>
          <p>Paste an image</p>
        </FileZone>
      </>,
    );
    const image = new File(['x'], 'code.png', { type: 'image/png' });
    paste(document.body, [image]);
    await vi.waitFor(() => expect(onFile).toHaveBeenCalledWith(image));
    paste(document.body, [new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(onError).toHaveBeenCalledWith('Only PNG.');
    paste(document.body, []);
    expect(onPasteWithoutFile).toHaveBeenCalledTimes(1);
    // Text pasted into a field is the field's own business.
    paste(screen.getByRole('textbox', { name: 'Notes' }), []);
    expect(onPasteWithoutFile).toHaveBeenCalledTimes(1);
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('leaves pastes alone when not asked to take them', () => {
    const onFile = vi.fn();
    const onPasteWithoutFile = vi.fn();
    render(
      <FileZone rules={rules} dropLabel="Drop an image" onFile={onFile} onError={vi.fn()} onPasteWithoutFile={onPasteWithoutFile}>
        <p>Drop an image</p>
      </FileZone>,
    );
    paste(document.body, [new File(['x'], 'code.png', { type: 'image/png' })]);
    paste(document.body, []);
    expect(onFile).not.toHaveBeenCalled();
    expect(onPasteWithoutFile).not.toHaveBeenCalled();
  });

  it('prompts until a file is chosen, then names it with its size', () => {
    const { rerender } = render(<FileZonePrompt file={null}>Drop a logo.</FileZonePrompt>);
    expect(screen.getByText('Drop a logo.')).toBeInTheDocument();
    rerender(<FileZonePrompt file={new File(['x'.repeat(2048)], 'logo.png')}>Drop a logo.</FileZonePrompt>);
    expect(screen.queryByText('Drop a logo.')).not.toBeInTheDocument();
    expect(screen.getByText('logo.png').parentElement?.textContent).toBe('logo.png · 2.0 KB');
  });
});
