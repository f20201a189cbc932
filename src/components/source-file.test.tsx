import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SourceFile } from './source-file';

describe('SourceFile', () => {
  it('names the dropped file with its size and type, and gives the text back on Remove', async () => {
    const onRemove = vi.fn();
    render(<SourceFile name="logo.png" size={1536} detail="image/png" onRemove={onRemove} />);
    expect(screen.getByText('logo.png')).toBeInTheDocument();
    expect(screen.getByText('1.5 KB · image/png')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove file and type text' }));
    expect(onRemove).toHaveBeenCalledOnce();
  });
});
