import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OutputNotes } from './output-notes';

describe('OutputNotes', () => {
  it('is a region and a list named by its title, one item a note', () => {
    render(<OutputNotes title="Conversion notes" items={['Delimiter: ";" (detected).', 'Header row: yes.']} />);
    const region = screen.getByRole('region', { name: 'Conversion notes' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 3, name: 'Conversion notes' }));
    expect(screen.getByRole('list', { name: 'Conversion notes' }).textContent).toBe('Delimiter: ";" (detected).Header row: yes.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says its tone by an icon of its own shape as well as by colour', () => {
    const { container, rerender } = render(<OutputNotes title="Notes" items={['a']} />);
    const infoIcon = container.querySelector('h3 svg')?.getAttribute('class');
    rerender(<OutputNotes tone="warning" title="Notes" items={['a']} />);
    expect(screen.getByRole('region', { name: 'Notes' }).dataset.tone).toBe('warning');
    expect(container.querySelector('h3 svg')?.getAttribute('class')).not.toBe(infoIcon);
  });

  it('takes a fixed name, actions and content beside the list', () => {
    render(
      <OutputNotes tone="warning" level={2} label="Repair preview" title="Repair would make 2 changes" actions={<button type="button">Accept repair</button>}>
        <pre>diff</pre>
      </OutputNotes>,
    );
    const region = screen.getByRole('region', { name: 'Repair preview' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Repair would make 2 changes' }));
    expect(region).toContainElement(screen.getByRole('button', { name: 'Accept repair' }));
    expect(region).toHaveTextContent('diff');
  });

  it('draws nothing without notes', () => {
    const { container } = render(<OutputNotes title="Notes" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
