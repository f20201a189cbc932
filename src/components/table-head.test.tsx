import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ACTIONS_COLUMN, TableHead } from './table-head';

const renderHead = (head: ReactNode) =>
  render(
    <table>
      {head}
      <tbody>
        <tr>
          <td>a</td>
        </tr>
      </tbody>
    </table>,
  );

describe('TableHead', () => {
  it('names each column in order, with the shared and its own classes', () => {
    renderHead(<TableHead className="text-xs" cellClassName="py-1" columns={['Claim', { label: 'Value', className: 'w-32' }]} />);
    const headings = screen.getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(['Claim', 'Value']);
    expect(headings.map((heading) => heading.getAttribute('class'))).toEqual(['py-1', 'py-1 w-32']);
    expect(headings.every((heading) => heading.getAttribute('scope') === 'col')).toBe(true);
    expect(screen.getAllByRole('rowgroup')[0]).toHaveClass('text-xs');
  });

  it('says how a sortable column is sorted', () => {
    renderHead(<TableHead columns={[{ label: 'Count', sort: 'descending' }, 'Share']} />);
    expect(screen.getByRole('columnheader', { name: 'Count' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Share' })).not.toHaveAttribute('aria-sort');
  });

  it('names a control column for screen readers only', () => {
    renderHead(<TableHead columns={['Key', ACTIONS_COLUMN]} />);
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(within(actions).getByText('Actions')).toHaveClass('sr-only');
  });

  it('keeps a column known by its id where columns come and go', () => {
    const hours = (labels: string[]) => <TableHead columns={labels.map((label) => ({ id: label, label: <button type="button">{label}</button> }))} />;
    const { rerender } = renderHead(hours(['9', '10']));
    const ten = screen.getByRole('button', { name: '10' });
    rerender(<table>{hours(['10', '11'])}</table>);
    expect(screen.getByRole('button', { name: '10' })).toBe(ten);
  });
});
