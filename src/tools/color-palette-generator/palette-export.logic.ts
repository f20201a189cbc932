/** A palette as CSS custom properties, a Tailwind v4 theme block or JSON, and the file each downloads as. */
import type { PaletteColor } from './local-palette.logic';

export const exportFormats = ['css', 'tailwind', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportLabels: Record<ExportFormat, string> = { css: 'CSS variables', tailwind: 'Tailwind theme', json: 'JSON' };

/** A CSS comment cannot hold "*\/"; names come from a list, but a comment must never end early. */
const comment = (name: string | undefined) => (name ? ` /* ${name.replace(/\*\//g, '* /')} */` : '');

export function exportPalette(colors: readonly PaletteColor[], format: ExportFormat): string {
  switch (format) {
    case 'css':
      return [':root {', ...colors.map((color, index) => `  --palette-${index + 1}: ${color.hex};${comment(color.name)}`), '}', ''].join('\n');
    case 'tailwind':
      return [
        '/* Tailwind CSS v4: add to your main CSS file, then use bg-palette-1, text-palette-2, ... */',
        '@theme {',
        ...colors.map((color, index) => `  --color-palette-${index + 1}: ${color.hex};${comment(color.name)}`),
        '}',
        '',
      ].join('\n');
    case 'json':
      return `${JSON.stringify({ colors: colors.map((color) => color.hex) }, null, 2)}\n`;
  }
}

export function exportFile(format: ExportFormat): { name: string; mimeType: string } {
  switch (format) {
    case 'css':
      return { name: 'palette.css', mimeType: 'text/css' };
    case 'tailwind':
      return { name: 'palette.tailwind.css', mimeType: 'text/css' };
    case 'json':
      return { name: 'palette.json', mimeType: 'application/json' };
  }
}
