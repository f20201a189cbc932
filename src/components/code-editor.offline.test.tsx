import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CodeEditor from './code-editor';

// The language's file cannot be fetched (offline with a stale cache): the only way to make its import fail here.
vi.mock('./code-languages', () => ({
  loadedCodeLanguage: () => undefined,
  loadCodeLanguage: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
}));

describe('CodeEditor whose language cannot be loaded', () => {
  it('keeps its text as plain, editable text, with no unhandled rejection', async () => {
    const { container } = render(<CodeEditor label="CSS Input" value="a { color: red }" language="css" />);
    // After the first frame the editor asks for its language; the failure must settle quietly.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));
    const content = container.querySelector('.cm-content');
    expect(content?.textContent).toBe('a { color: red }');
    expect(content?.getAttribute('contenteditable')).toBe('true');
    expect(content?.querySelector('span')).toBeNull();
  });
});
