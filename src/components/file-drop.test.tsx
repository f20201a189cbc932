import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FileRules } from '@/lib/files';
import { FileDrop, OpenFileButton } from './file-drop';

const rules: FileRules = {
  mimeTypes: ['application/json'],
  extensions: ['.json'],
  maxBytes: 5,
  messages: { type: 'Only JSON, please.', size: 'At most 5 bytes.' },
};

function dropEvent(file: File) {
  return { dataTransfer: { types: ['Files'], files: [file], dropEffect: 'none' } };
}

describe('FileDrop', () => {
  it("hands over an acceptable dropped file and refuses others with the caller's message", async () => {
    const onFile = vi.fn();
    const onError = vi.fn();
    render(
      <FileDrop label="Drop here" rules={rules} onFile={onFile} onError={onError}>
        <div>target</div>
      </FileDrop>,
    );
    const target = screen.getByText('target');
    fireEvent.dragOver(target, dropEvent(new File(['{}'], 'a.json')));
    expect(screen.getByText('Drop here')).toBeInTheDocument();
    const good = new File(['{}'], 'a.json', { type: 'application/json' });
    fireEvent.drop(target, dropEvent(good));
    await vi.waitFor(() => expect(onFile).toHaveBeenCalledWith(good));
    fireEvent.drop(target, dropEvent(new File(['x'], 'a.png', { type: 'image/png' })));
    expect(onError).toHaveBeenLastCalledWith('Only JSON, please.');
    fireEvent.drop(target, dropEvent(new File(['123456'], 'big.json', { type: 'application/json' })));
    expect(onError).toHaveBeenLastCalledWith('At most 5 bytes.');
    expect(onFile).toHaveBeenCalledTimes(1);
  });

  it('keeps a dropped file from the element under the pointer, so an editor cannot insert it past the rules', () => {
    const onError = vi.fn();
    const editorDrop = vi.fn();
    render(
      <FileDrop label="Drop here" rules={rules} onFile={vi.fn()} onError={onError}>
        <div>editor</div>
      </FileDrop>,
    );
    const editor = screen.getByText('editor');
    editor.addEventListener('drop', editorDrop);
    fireEvent.drop(editor, dropEvent(new File(['x'], 'a.png', { type: 'image/png' })));
    expect(onError).toHaveBeenLastCalledWith('Only JSON, please.');
    expect(editorDrop).not.toHaveBeenCalled();
  });

  it('turns a file that cannot be read into a message naming it', async () => {
    const onError = vi.fn();
    const onFile = vi.fn(() => Promise.reject(new DOMException('A requested file or directory could not be found.', 'NotFoundError')));
    render(
      <FileDrop label="Drop here" rules={rules} onFile={onFile} onError={onError}>
        <div>target</div>
      </FileDrop>,
    );
    fireEvent.drop(screen.getByText('target'), dropEvent(new File(['{}'], 'moved.json', { type: 'application/json' })));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledWith('Could not read moved.json: A requested file or directory could not be found.'));
  });
});

describe('OpenFileButton', () => {
  it('checks the picked file the same way', () => {
    const onFile = vi.fn();
    const onError = vi.fn();
    render(<OpenFileButton rules={rules} onFile={onFile} onError={onError} />);
    const picker = screen.getByLabelText('Open file', { selector: 'input' });
    expect(picker).toHaveAttribute('accept', 'application/json,.json');
    fireEvent.change(picker, { target: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] } });
    expect(onError).toHaveBeenCalledWith('Only JSON, please.');
    expect(onFile).not.toHaveBeenCalled();
  });
});
