import { EditorView } from '@codemirror/view';
import { render, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import CodeEditor from './code-editor';

/** Records whether the editor's text is in the page when its parent's layout effects run, i.e. before the browser paints. */
function PaintProbe({ seen }: { seen: string[] }) {
  const host = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    seen.push(host.current?.querySelector('.cm-content')?.textContent ?? '(no editor)');
  }, [seen]);
  return (
    <div ref={host}>
      <CodeEditor label="JSON Input" value={'{"a":1}'} language="json" />
    </div>
  );
}

describe('CodeEditor', () => {
  it('is in the first frame that shows it, with its text (a deep link paints the tool once, editor included)', () => {
    const seen: string[] = [];
    render(<PaintProbe seen={seen} />);
    expect(seen).toEqual(['{"a":1}']);
  });

  it('shows its text at once without a language that has not loaded, then highlights with it', async () => {
    const { container } = render(<CodeEditor label="CSS Input" value="a { color: red }" language="css" />);
    const content = container.querySelector('.cm-content');
    expect(content?.textContent).toBe('a { color: red }');
    // Plain text first: the grammar is asked for once the editor has painted.
    expect(content?.querySelector('span')).toBeNull();
    await waitFor(() => expect(content?.querySelectorAll('span').length).toBeGreaterThan(1));
  });

  it('marks a problem and matches, and clears each when it is gone', () => {
    const value = 'let a = 1;';
    const marks = { starts: [4], ends: [5] };
    const { container, rerender } = render(<CodeEditor label="JavaScript Input" value={value} problem={{ from: 8, to: 9 }} marks={marks} />);
    expect(container.querySelector('.cm-problem')?.textContent).toBe('1');
    expect(container.querySelector('.cm-text-mark')?.textContent).toBe('a');
    rerender(<CodeEditor label="JavaScript Input" value={value} problem={null} marks={marks} />);
    expect(container.querySelector('.cm-problem')).toBeNull();
    expect(container.querySelector('.cm-text-mark')?.textContent).toBe('a');
    rerender(<CodeEditor label="JavaScript Input" value={value} problem={null} marks={null} />);
    expect(container.querySelector('.cm-text-mark')).toBeNull();
  });

  it('is not updated after it is built when there is no problem or match to clear', () => {
    // Every update reads the DOM selection, which makes the browser lay the page out before it paints.
    const dispatch = vi.spyOn(EditorView.prototype, 'dispatch');
    try {
      render(<CodeEditor label="JavaScript Input" value="let a = 1;" />);
      expect(dispatch).not.toHaveBeenCalled();
    } finally {
      dispatch.mockRestore();
    }
  });
});
