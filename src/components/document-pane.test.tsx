import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anyFile, textFile } from '@/lib/files';
import { DocumentPane, type DocumentPaneProps } from './document-pane';

const rules = textFile({ kind: 'JSON or text', extensions: ['.json', '.txt'], mimeTypes: ['application/json'], maxMB: 1 });

/** A pane whose text lives in the test's state, as a screen keeps it. */
function Editable(props: Partial<DocumentPaneProps> & { initial?: string; onText?: (text: string) => void }) {
  const { initial = '', onText, ...rest } = props;
  const [text, setText] = useState(initial);
  return (
    <DocumentPane
      label="JSON Input"
      value={text}
      onChange={(next) => {
        setText(next);
        onText?.(next);
      }}
      file={{ rules, dropLabel: 'Drop a JSON file' }}
      sample={'{"sample":true}'}
      {...rest}
    />
  );
}

const picker = () => screen.getByLabelText('Open file', { selector: 'input' });
const editorText = () => document.querySelector('.cm-content')?.textContent;

/** Records what a click on a download link would save. */
function captureDownloads() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe('DocumentPane', () => {
  it('opens a picked file into the editor and names it with its size in the footer', async () => {
    render(<Editable />);
    fireEvent.change(picker(), { target: { files: [new File(['{"a":1}'], 'data.json', { type: 'application/json' })] } });
    await waitFor(() => expect(editorText()).toBe('{"a":1}'));
    expect(screen.getByText('data.json · 7 B')).toBeInTheDocument();
  });

  it('refuses a file of another kind, or too big, with the wording derived from its rule, and keeps the text', async () => {
    render(<Editable initial="kept" />);
    fireEvent.change(picker(), { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please open a JSON or text file (.json, .txt).');
    fireEvent.change(picker(), { target: { files: [new File([new Uint8Array(1024 * 1024 + 1)], 'big.json', { type: 'application/json' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('This file is larger than 1 MB.');
    expect(editorText()).toBe('kept');
  });

  it('refuses a binary file that claims to be text', async () => {
    render(<Editable initial="kept" />);
    fireEvent.change(picker(), { target: { files: [new File(['PK\u0003\u0004\u0000\u0000'], 'archive.txt', { type: 'text/plain' })] } });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Could not read archive.txt: it looks like a binary file; only text can be opened here.'),
    );
    expect(editorText()).toBe('kept');
  });

  it('gives a tool that reads bytes the file itself, binary or not, instead of its text', async () => {
    const opened: File[] = [];
    const onText = vi.fn();
    render(<Editable onText={onText} file={{ rules: anyFile(1), dropLabel: 'Drop a file', onFile: (picked) => void opened.push(picked) }} />);
    const archive = new File(['PK\u0003\u0004\u0000\u0000'], 'archive.zip', { type: 'application/zip' });
    fireEvent.change(picker(), { target: { files: [archive] } });
    await waitFor(() => expect(opened).toEqual([archive]));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onText).not.toHaveBeenCalled();
  });

  it('loads the sample, and Clear empties the text, forgets the file and runs the screen’s own reset', async () => {
    const user = userEvent.setup();
    const reset = vi.fn();
    render(<Editable clear={reset} />);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Sample' }));
    expect(editorText()).toBe('{"sample":true}');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(editorText()).toBe('');
    expect(reset).toHaveBeenCalledOnce();
  });

  it('writes where the text is wrong under its error, and marks it in the editor', () => {
    render(<Editable initial={'{\n  "a": 1,\n}'} error="Invalid JSON: trailing comma" problem={{ line: 3, column: 1, offset: 12 }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid JSON: trailing comma');
    expect(screen.getByTestId('error-position')).toHaveTextContent('Line 3, column 1');
    expect(document.querySelector('.cm-problem')?.textContent).toBe('}');
  });

  it('saves a result under the name of the file it came from', async () => {
    const saved = captureDownloads();
    const user = userEvent.setup();
    render(
      <DocumentPane
        label="Formatted JSON"
        value={'{\n  "a": 1\n}'}
        readOnly
        generated
        copy
        download={{ fileName: (source) => `${source?.replace(/\.json$/, '') ?? 'formatted'}.pretty.json`, mimeType: 'application/json' }}
        sourceName="data.json"
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(saved.map((file) => file.name)).toEqual(['data.pretty.json']);
    expect(saved[0]?.blob.type).toBe('application/json');
    expect(await saved[0]?.blob.text()).toBe('{\n  "a": 1\n}');
  });

  it('while a result is worked on, shows a skeleton with its reason and holds Copy and Download back', () => {
    render(
      <DocumentPane
        label="Formatted JSON"
        value="old"
        readOnly
        generated
        busy="Formatting…"
        copy
        download={{ fileName: 'a.json', mimeType: 'application/json' }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Formatting…');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
  });

  it('says in its footer what an input pane is busy with, beside its size', () => {
    render(<Editable initial="some words" busy="Counting…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Counting…');
    expect(screen.getByText('10 B')).toBeInTheDocument();
  });
});
