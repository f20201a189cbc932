import { render } from '@testing-library/react';
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
});
