import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormatActions, type FormatControls } from './format-actions';

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
});
