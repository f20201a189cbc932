import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseJsonAst } from '@/lib/json-ast';
import { JsonTree } from './json-tree';

// A small Expand all budget, so the cap shows on a document that happy-dom renders quickly
// (the real budget is tested in src/lib/json-path.test.ts).
vi.mock('@/lib/json-path', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/json-path')>();
  return { ...original, EXPAND_ALL: { ...original.EXPAND_ALL, maxNodes: 20 } };
});

const STORE = `{
  "store": {
    "book": [
      { "title": "Sayings", "price": 8.95, "isbn": null },
      { "title": "Sword", "price": 12.0, "inStock": true }
    ],
    "bicycle": { "color": "red" }
  },
  "first name": "Ada",
  "big": 1234567890123456789012,
  "empty": {}
}`;

function renderTree(text: string) {
  const user = userEvent.setup();
  const view = render(<JsonTree root={parseJsonAst(text)} />);
  return { user, ...view };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('JsonTree', () => {
  it('opens the root and its first level, showing keys, raw literals and summaries', () => {
    renderTree(STORE);
    expect(screen.getByRole('button', { name: 'Collapse $' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Collapse store' })).toBeTruthy();
    // Second level: closed, with its summary.
    const book = screen.getByRole('button', { name: 'Expand book' });
    expect(book.getAttribute('aria-expanded')).toBe('false');
    expect(book.textContent).toBe('book: [2 items]');
    expect(screen.getByRole('button', { name: 'Expand bicycle' }).textContent).toBe('bicycle: {1 key}');
    // Leaves keep the literal as written; strings keep their quotes; odd keys show as written.
    expect(screen.getByText('1234567890123456789012')).toBeTruthy();
    expect(screen.getByText('"Ada"').className).toMatch(/emerald/);
    expect(screen.getByText('"first name"')).toBeTruthy();
    // An empty object is a leaf: nothing to open.
    expect(screen.queryByRole('button', { name: /^(Expand|Collapse) empty/ })).toBeNull();
    expect(screen.getByText('{}')).toBeTruthy();
  });

  it('toggles a node open and closed, rendering children only while open', async () => {
    const { user } = renderTree(STORE);
    expect(screen.queryByText('"Sayings"')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Expand book' }));
    expect(screen.getByRole('button', { name: 'Collapse book' }).getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Expand item 0' }));
    expect(screen.getByText('"Sayings"')).toBeTruthy();
    expect(screen.getByText('8.95')).toBeTruthy();
    expect(screen.getByText('null').className).toMatch(/fuchsia/);
    await user.click(screen.getByRole('button', { name: 'Collapse book' }));
    expect(screen.queryByText('"Sayings"')).toBeNull();
    // Reopening the parent restores the child as it was left.
    await user.click(screen.getByRole('button', { name: 'Expand book' }));
    expect(screen.getByText('"Sayings"')).toBeTruthy();
  });

  it('toggles from the keyboard', async () => {
    const { user } = renderTree(STORE);
    screen.getByRole('button', { name: 'Expand book' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Collapse book' })).toBe(document.activeElement);
    // The row's copy button is the next stop.
    await user.tab();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Copy JSONPath $.store.book');
  });

  it('expands all and collapses all (keeping the root open)', async () => {
    const { user } = renderTree(STORE);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByText('"Sword"')).toBeTruthy();
    expect(screen.getByText('"red"')).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /^Expand (?!all)/ })).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.queryByText('"Sword"')).toBeNull();
    expect(screen.getByRole('button', { name: 'Collapse $' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Expand store' }).textContent).toBe('store: {2 keys}');
  });

  it('caps Expand all on a big document and says so', async () => {
    const { user } = renderTree(`{"a":[${Array.from({ length: 30 }, (_, i) => `{"b":{"i":${i}}}`).join(',')}]}`);
    expect(screen.getAllByLabelText(/^Expand item/)).toHaveLength(30);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(screen.getByRole('status').textContent).toBe('Expanded the first 20 nodes');
    // $ and $.a, then the first 18 items, breadth-first; nothing below them yet.
    expect(screen.getAllByLabelText(/^Collapse item/)).toHaveLength(18);
    expect(screen.getByLabelText('Expand item 18')).toBeTruthy();
    expect(screen.queryAllByLabelText('Collapse b')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows more than 100 children in ranges of 100', async () => {
    const { user } = renderTree(`{"list":[${Array.from({ length: 250 }, (_, i) => i * 10).join(',')}]}`);
    // A first-level node, so open from the start.
    expect(screen.getByRole('button', { name: 'Collapse list' })).toBeTruthy();
    const ranges = screen.getAllByLabelText(/^Expand \[/);
    expect(ranges.map((range) => range.textContent)).toEqual(['[0 … 99]', '[100 … 199]', '[200 … 249]']);
    expect(screen.queryByText('1990')).toBeNull();

    await user.click(screen.getByLabelText('Expand [100 … 199]'));
    expect(screen.getByLabelText('Collapse [100 … 199]').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('1990')).toBeTruthy();
    expect(screen.getByText('1000')).toBeTruthy();
    expect(screen.queryByText('2000')).toBeNull();
    expect(screen.getByLabelText('Copy JSONPath $.list[199]').tagName).toBe('BUTTON');
  }, 20_000);

  it('opens a 100,000-item array as 1,000 ranges', () => {
    const root = parseJsonAst(`[${Array.from({ length: 100_000 }, () => 1).join(',')}]`);
    render(<JsonTree root={root} />);
    // By label, not role: on this many rows, computing accessible names would be the slow part of the test.
    expect(screen.getAllByLabelText(/^Expand \[/)).toHaveLength(1_000);
    expect(screen.getByLabelText('Expand [99900 … 99999]')).toBeTruthy();
    expect(screen.queryAllByText('1')).toEqual([]);
  }, 20_000);

  it('copies the JSONPath of a row and confirms with "Copied!" for 2000 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    render(<JsonTree root={parseJsonAst(STORE)} />);

    await user.click(screen.getByRole('button', { name: 'Expand book' }));
    const button = screen.getByRole('button', { name: 'Copy JSONPath $.store.book[0]' });
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith('$.store.book[0]');
    expect(within(button).getByText('Copied!')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Copy JSONPath $['first name']` }));
    expect(writeText).toHaveBeenLastCalledWith(`$['first name']`);

    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('shows a primitive root as one row', () => {
    renderTree('"just text"');
    expect(screen.getByText('"just text"')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy JSONPath $' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Expand all' })).toHaveProperty('disabled', true);
  });

  it('keeps open paths and opens the first level when the document changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<JsonTree root={parseJsonAst(STORE)} />);
    await user.click(screen.getByRole('button', { name: 'Expand book' }));
    rerender(<JsonTree root={parseJsonAst(STORE.replace('"Sword"', '"Shield"'))} />);
    expect(screen.getByRole('button', { name: 'Collapse book' })).toBeTruthy();
    rerender(<JsonTree root={parseJsonAst('{"other":{"x":1}}')} />);
    expect(screen.getByRole('button', { name: 'Collapse other' })).toBeTruthy();
    expect(screen.getByText('1')).toBeTruthy();
  });
});
