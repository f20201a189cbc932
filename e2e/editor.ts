import type { Locator, Page } from './test';

/** A code editor's text as the visitor reads it (short documents are fully drawn); '' while it shows its placeholder. */
export function editorText(editor: Locator): Promise<string> {
  return editor.evaluate((element) =>
    Array.from(element.querySelectorAll('.cm-line'), (line) => (line.querySelector('.cm-placeholder') ? '' : line.textContent)).join('\n'),
  );
}

/** The text of the editor with this accessible name. */
export const editorTextOf = (page: Page, name: string | RegExp): Promise<string> => editorText(page.getByRole('textbox', { name }));
