/** A palette as CSS custom properties, a Tailwind v4 theme block or JSON, and the file each downloads as. */
import type { PaletteColour } from './local-palette.logic';

export const exportFormats = ['css', 'tailwind', 'json'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportLabels: Record<ExportFormat, string> = { css: 'CSS variables', tailwind: 'Tailwind theme', json: 'JSON' };

/** A CSS comment cannot hold "*\/"; names come from a list, but a comment must never end early. */
const comment = (name: string | undefined) => (name ? ` /* ${name.replace(/\*\//g, '* /')} */` : '');

export function exportPalette(colours: readonly PaletteColour[], format: ExportFormat): string {
  switch (format) {
    case 'css':
      return [':root {', ...colours.map((colour, index) => `  --palette-${index + 1}: ${colour.hex};${comment(colour.name)}`), '}', ''].join('\n');
    case 'tailwind':
      return [
        '/* Tailwind CSS v4: add to your main CSS file, then use bg-palette-1, text-palette-2, ... */',
        '@theme {',
        ...colours.map((colour, index) => `  --color-palette-${index + 1}: ${colour.hex};${comment(colour.name)}`),
        '}',
        '',
      ].join('\n');
    case 'json':
      return `${JSON.stringify({ colors: colours.map((colour) => colour.hex) }, null, 2)}\n`;
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
