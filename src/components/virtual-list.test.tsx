import { act, createRef, type Ref } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualList, type VirtualListHandle } from './virtual-list';

const ROW = 40;
/** Chromium draws no element taller than this (its layout unit's limit); Firefox's limit is lower still. */
const BROWSER_MAX_PX = 33_554_428;

function renderList(count: number, ref?: Ref<VirtualListHandle>) {
  render(
    <VirtualList
      ref={ref}
      role="list"
      aria-label="Rows"
      count={count}
      rowHeight={ROW}
      renderRow={(row, style) => (
        <div role="listitem" style={style}>
          row {row}
        </div>
      )}
    />,
  );
  const box = screen.getByRole('list', { name: 'Rows' });
  Object.defineProperty(box, 'clientHeight', { value: 400, configurable: true });
  return box;
}

/** Scrolls as far down as a browser lets a visitor: the scrolled element's height, as far as it is drawn, less the view. */
function scrollToEnd(box: HTMLElement) {
  const scrolled = box.firstElementChild as HTMLElement;
  box.scrollTop = Math.min(parseFloat(scrolled.style.height), BROWSER_MAX_PX) - box.clientHeight;
  fireEvent.scroll(box);
}

describe('VirtualList', () => {
  it('puts only the rows in view (and a few beyond) in the page', () => {
    renderList(100_000);
    expect(screen.getByText('row 0')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeLessThan(100);
  });

  it('reaches the last of a million rows, 40 million px that no browser draws', () => {
    const box = renderList(1_000_000);
    scrollToEnd(box);
    expect(screen.getByText('row 999999')).toBeInTheDocument();
    expect(screen.queryByText('row 0')).toBeNull();
  });

  it('draws the rows of a short list where the scroll puts them, unscaled', () => {
    const box = renderList(1_000);
    box.scrollTop = 500 * ROW;
    fireEvent.scroll(box);
    expect(screen.getByText('row 500').style.top).toBe('0px');
  });

  it('scrolls a row near the top when asked', () => {
    const ref = createRef<VirtualListHandle>();
    renderList(1_000_000, ref);
    act(() => ref.current?.scrollToRow(750_000));
    expect(screen.getByText('row 750000')).toBeInTheDocument();
    expect(screen.queryByText('row 0')).toBeNull();
  });
});
