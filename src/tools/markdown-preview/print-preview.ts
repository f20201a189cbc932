/**
 * Prints the rendered Markdown alone, as IT-Tools' Markdown page does: a copy of the (already sanitised)
 * preview goes into a root of its own, which the print stylesheet shows in place of the app, in the light
 * theme whatever the screen's, and everything is put back once the browser says printing is over.
 */
export function printRendered(preview: HTMLElement): void {
  document.querySelector('.markdown-print')?.remove();
  const root = document.createElement('div');
  root.className = 'markdown-body markdown-print';
  root.append(...Array.from(preview.childNodes, (node) => node.cloneNode(true)));
  document.body.append(root);
  const theme = document.documentElement.classList;
  const dark = theme.contains('dark');
  // Ink on paper: the dark theme's light text would print grey on white.
  theme.remove('dark');
  window.addEventListener(
    'afterprint',
    () => {
      root.remove();
      theme.toggle('dark', dark);
    },
    { once: true },
  );
  window.print();
}
