import { render, waitFor } from '@testing-library/react';
import { useLayoutEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
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
});
