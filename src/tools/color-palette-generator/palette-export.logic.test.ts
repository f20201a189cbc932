import { describe, expect, it } from 'vitest';
import { exportFile, exportPalette } from './palette-export.logic';

const colors = [{ hex: '#112233', name: 'Deep */ Night' }, { hex: '#445566' }, { hex: '#778899' }, { hex: '#AABBCC' }, { hex: '#DDEEFF', name: 'Cloud' }];

describe('exportPalette', () => {
  it('writes CSS custom properties, with names as safe comments', () => {
    expect(exportPalette(colors, 'css')).toBe(
      [
        ':root {',
        '  --palette-1: #112233; /* Deep * / Night */',
        '  --palette-2: #445566;',
        '  --palette-3: #778899;',
        '  --palette-4: #AABBCC;',
        '  --palette-5: #DDEEFF; /* Cloud */',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('writes a Tailwind v4 @theme block of colour variables', () => {
    const code = exportPalette(colors, 'tailwind');
    expect(code).toContain('@theme {\n  --color-palette-1: #112233;');
    expect(code).toContain('  --color-palette-5: #DDEEFF; /* Cloud */\n}');
  });

  it('writes the spec entity as JSON', () => {
    expect(JSON.parse(exportPalette(colors, 'json'))).toEqual({ colors: ['#112233', '#445566', '#778899', '#AABBCC', '#DDEEFF'] });
  });
});

describe('exportFile', () => {
  it.each([
    ['css', 'palette.css', 'text/css'],
    ['tailwind', 'palette.tailwind.css', 'text/css'],
    ['json', 'palette.json', 'application/json'],
  ] as const)('%s → %s (%s)', (format, name, mimeType) => {
    expect(exportFile(format)).toEqual({ name, mimeType });
  });
});
