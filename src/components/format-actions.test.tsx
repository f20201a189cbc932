import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { textFile } from '@/lib/files';
import { FormatActions, formatJobPanes, type FormatControls } from './format-actions';
import { TwoPaneScreen, type TwoPanePage } from './two-pane-page';

type Options = { indentation: '2' | '4'; sortKeys: boolean };

const options: Options = { indentation: '2', sortKeys: true };

function controls(busy: boolean): FormatControls<Options> {
  return { busy, format: vi.fn(), minify: vi.fn(), cancel: vi.fn(), changeOptions: vi.fn() };
}

describe('FormatActions', () => {
  it('runs Format and Minify, and offers only the indentations the format allows', () => {
    const job = controls(false);
    render(<FormatActions label="Format YAML" job={job} options={options} indentations={['2', '4']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Format YAML' }));
    fireEvent.click(screen.getByRole('button', { name: 'Minify' }));
    expect(job.format).toHaveBeenCalledOnce();
    expect(job.minify).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const indentation = screen.getByRole('combobox', { name: 'Indentation' });
    expect([...indentation.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['2 spaces', '4 spaces']);
    fireEvent.change(indentation, { target: { value: '4' } });
    expect(job.changeOptions).toHaveBeenCalledWith({ indentation: '4', sortKeys: true });
  });

  it('while busy says its busy label, disables Minify and offers Cancel', () => {
    const job = controls(true);
    render(<FormatActions label="Beautify JSON" busyLabel="Beautifying..." job={job} options={options} indentations={['2', '4']} />);
    expect(screen.getByRole('button', { name: 'Beautifying...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Minify' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(job.cancel).toHaveBeenCalledOnce();
  });

  it('formatJobPanes shows a format job’s result with its summary, or its problem with the place, and Clear resets the job', () => {
    const page: TwoPanePage<{ minified: boolean }> = {
      input: { label: 'YAML Input', placeholder: '', drop: 'Drop a YAML file' },
      output: { label: 'Formatted YAML', placeholder: '', busy: 'Formatting…' },
      language: 'yaml',
      file: textFile({ kind: 'YAML', extensions: ['.yaml'], maxMB: 1 }),
      sample: 'a: 1',
      download: { fileName: (_, { minified }) => (minified ? 'formatted.min.yaml' : 'formatted.yaml'), mimeType: 'application/yaml' },
      shortcut: 'to format',
    };
    const job = { input: 'a: 1', setInput: vi.fn(), busy: false, format: vi.fn(), open: vi.fn(), clear: vi.fn(), problem: null };
    const done = { ...job, output: { result: { text: 'a: 1\n' }, summary: 'Formatted 4 B in 1 ms', minified: false } };
    const { rerender } = render(<TwoPaneScreen page={page} {...formatJobPanes(done)} actions={null} />);
    expect(screen.getByRole('textbox', { name: 'Formatted YAML' })).toHaveTextContent('a: 1');
    expect(screen.getByRole('status')).toHaveTextContent('Formatted 4 B in 1 ms');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(done.clear).toHaveBeenCalledOnce();

    const failed = { ...job, input: 'a: 1\na: 2', output: null, problem: { message: 'Duplicate key a', position: { line: 2, column: 1, offset: 5 } } };
    rerender(<TwoPaneScreen page={page} {...formatJobPanes(failed)} actions={null} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Duplicate key a');
    expect(screen.getByTestId('error-position')).toHaveTextContent('Line 2, column 1');
    expect(screen.queryByRole('status')).toBeNull();
  });
});
