import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Panel } from './panel';

describe('Panel', () => {
  it('is a region named by its title, with its actions in the title bar', () => {
    render(
      <Panel title="Code points" actions={<button type="button">Download</button>}>
        <p>body</p>
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Code points' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Code points' }));
    expect(region).toContainElement(screen.getByRole('button', { name: 'Download' }));
  });

  it('with fill, lets its body take the height the title bar leaves, so a list inside can scroll', () => {
    render(
      <Panel title="Matches" flush fill>
        <div role="list" aria-label="Matches" />
      </Panel>,
    );
    const region = screen.getByRole('region', { name: 'Matches' });
    const body = screen.getByRole('list', { name: 'Matches' }).parentElement;
    expect(region.className).toContain('flex-col');
    expect(body?.className.split(' ')).toEqual(expect.arrayContaining(['flex-1', 'min-h-0', 'flex-col']));
  });
});
