import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { textFile } from '@/lib/files';
import { Button } from './ui/button';
import { TwoPaneScreen, type TwoPanePage } from './two-pane-page';

const page: TwoPanePage = {
  input: { label: 'Words Input', placeholder: 'Paste words here.', drop: 'Drop a text file to open it' },
  output: { label: 'Shouted words', placeholder: 'Shouted words appear here.', busy: 'Shouting…' },
  language: 'text',
  file: textFile({ kind: 'text', extensions: ['.txt'], maxMB: 1 }),
  sample: 'hello world',
  download: { fileName: (sourceName) => `${sourceName?.replace(/\.txt$/, '') ?? 'words'}.shouted.txt`, mimeType: 'text/plain' },
  shortcut: 'to shout',
};

/** A tool on the page: its job upper-cases the input when Shout (or Ctrl+Enter) runs it. */
function ShoutTool({ onRun, tree }: { onRun?: () => void; tree?: TwoPanePage['tree'] }) {
  const [input, setInput] = useState('');
  const [output, setOutput] = useState('');
  const run = () => {
    onRun?.();
    setOutput(input.toUpperCase());
  };
  return (
    <TwoPaneScreen
      page={{ ...page, tree }}
      input={input}
      onInput={setInput}
      output={output}
      busy={false}
      run={run}
      actions={
        <Button variant="primary" onClick={run}>
          Shout
        </Button>
      }
      error={null}
    />
  );
}

const editor = (label: string) => screen.getByRole('textbox', { name: label });
const textOf = (label: string) => editor(label).textContent;

/** Records what a click on a download link would save. */
function captureDownloads() {
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test/0');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

afterEach(() => vi.restoreAllMocks());

describe('TwoPaneScreen', () => {
  it('shows the input and output panes under the page’s titles, and the action runs the job', async () => {
    const user = userEvent.setup();
    render(<ShoutTool />);
    expect(screen.getByRole('heading', { name: 'Words Input' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shouted words' })).toBeInTheDocument();
    expect(document.body).toHaveTextContent('Ctrl+Enter to shout');
    await user.click(screen.getByRole('button', { name: 'Sample' }));
    await user.click(screen.getByRole('button', { name: 'Shout' }));
    expect(textOf('Shouted words')).toBe('HELLO WORLD');
  });

  it('runs the job once on Ctrl+Enter in the input', async () => {
    const user = userEvent.setup();
    const onRun = vi.fn();
    render(<ShoutTool onRun={onRun} />);
    await user.click(screen.getByRole('button', { name: 'Sample' }));
    fireEvent.keyDown(editor('Words Input'), { key: 'Enter', ctrlKey: true });
    expect(onRun).toHaveBeenCalledOnce();
    expect(textOf('Shouted words')).toBe('HELLO WORLD');
  });

  it('names the download after the file that was opened', async () => {
    const names = captureDownloads();
    const user = userEvent.setup();
    render(<ShoutTool />);
    fireEvent.change(screen.getByLabelText('Open file', { selector: 'input' }), {
      target: { files: [new File(['hi there'], 'notes.txt', { type: 'text/plain' })] },
    });
    await waitFor(() => expect(textOf('Words Input')).toBe('hi there'));
    await user.click(screen.getByRole('button', { name: 'Shout' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(names).toEqual(['notes.shouted.txt']);
  });

  it('names the download from the options the screen gives a page that has them', async () => {
    const names = captureDownloads();
    const user = userEvent.setup();
    const named: TwoPanePage<{ name: string }> = {
      ...page,
      outputLanguage: undefined,
      download: { fileName: (_, { name }) => `${name}.txt`, mimeType: 'text/plain' },
    };
    const NamedTool = () => {
      const [name, setName] = useState('first');
      return (
        <TwoPaneScreen
          page={named}
          options={{ name }}
          input=""
          onInput={() => undefined}
          output="SHOUTED"
          busy={false}
          run={() => undefined}
          actions={<Button onClick={() => setName('second')}>Rename</Button>}
          error={null}
        />
      );
    };
    render(<NamedTool />);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(names).toEqual(['first.txt', 'second.txt']);
  });

  it('refuses a file of another kind in the words its rule derives', () => {
    render(<ShoutTool />);
    fireEvent.change(screen.getByLabelText('Open file', { selector: 'input' }), { target: { files: [new File(['x'], 'photo.png', { type: 'image/png' })] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Please open a text file (.txt).');
  });

  it('offers a tree view of the result when the page has one, drawn only while chosen', async () => {
    const user = userEvent.setup();
    const WordList = ({ text }: { text: string }) => (
      <ul aria-label="Words">
        {text.split(' ').map((word) => (
          <li key={word}>{word}</li>
        ))}
      </ul>
    );
    render(<ShoutTool tree={WordList} />);
    await user.click(screen.getByRole('button', { name: 'Sample' }));
    await user.click(screen.getByRole('button', { name: 'Shout' }));
    expect(screen.queryByRole('list', { name: 'Words' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Tree' }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['HELLO', 'WORLD']);
    await user.click(screen.getByRole('radio', { name: 'Text' }));
    expect(screen.queryByRole('list', { name: 'Words' })).toBeNull();
  });

  it('has no view switch when the page has no tree', () => {
    render(<ShoutTool />);
    expect(screen.queryByRole('radio', { name: 'Tree' })).toBeNull();
  });
});
