import { colornames } from 'color-name-list';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { hexToLch, hueDistance } from '@/lib/color/color-math';
import {
  colorForWord,
  generateLocalPalette,
  harmonies,
  indexNames,
  type LocalPaletteRequest,
  type NameIndex,
  nearestName,
  promptWords,
} from './local-palette.logic';

const FREE = [null, null, null, null, null];
const small = indexNames([
  { name: 'Ocean', hex: '#005493' },
  { name: 'Deep Ocean', hex: '#0B3D5C' },
  { name: 'Ocean Mist', hex: '#9FC9D9' },
  { name: 'Sunset Orange', hex: '#FD5E53' },
  { name: 'Sunset Gold', hex: '#F7C65C' },
  { name: 'Coral', hex: '#FF7F50' },
  { name: 'Coral Reef', hex: '#FD7C6E' },
  { name: 'Black', hex: '#000000' },
  { name: 'White', hex: '#FFFFFF' },
]);
const request = (overrides: Partial<LocalPaletteRequest> = {}): LocalPaletteRequest => ({
  prompt: 'ocean sunset',
  harmony: 'analogous',
  locked: FREE,
  variation: 0,
  ...overrides,
});
const isHex = (hex: string) => /^#[0-9A-F]{6}$/.test(hex);

describe('promptWords', () => {
  it.each([
    ['Ocean sunset', ['ocean', 'sunset']],
    ['a palette for THE café, café!', ['cafe']],
    ['colors of 1980s neon', ['1980s', 'neon']],
    ['   ', []],
    ['x', []],
  ])('%j → %j', (prompt, words) => {
    expect(promptWords(prompt)).toEqual(words);
  });
});

describe('colorForWord', () => {
  it('takes an exact name first, then the most typical name containing the word', () => {
    expect(colorForWord('coral', small)?.name).toBe('Coral');
    expect(colorForWord('sunset', small)?.hex).toMatch(/^#F/);
    expect(colorForWord('oceans', small)?.name).toBe('Ocean');
    expect(colorForWord('desert', small)).toBeNull();
  });

  it('gives a different match for a later variation', () => {
    expect(colorForWord('ocean', small, 1)?.name).not.toBe('Ocean');
  });
});

describe('nearestName', () => {
  it('names a colour by its nearest neighbour', () => {
    expect(nearestName('#010101', small)).toBe('Black');
    expect(nearestName('#FF8050', small)).toBe('Coral');
  });
});

describe('generateLocalPalette', () => {
  it('builds five named colours from the words it knows', () => {
    const palette = generateLocalPalette(request(), small);
    expect(palette).toHaveLength(5);
    const hexes = palette.map((color) => color.hex);
    expect(hexes).toContain('#005493');
    expect(hexes.some((hex) => hex === '#FD5E53' || hex === '#F7C65C')).toBe(true);
    for (const color of palette) {
      expect(isHex(color.hex)).toBe(true);
      expect(color.name).toBeTruthy();
    }
  });

  it('is the same for the same prompt and different for another variation', () => {
    expect(generateLocalPalette(request(), small)).toEqual(generateLocalPalette(request({ prompt: '  OCEAN sunset ' }), small));
    expect(generateLocalPalette(request({ variation: 1 }), small)).not.toEqual(generateLocalPalette(request(), small));
  });

  it('spreads lightness: a dark colour for text and a light one for backgrounds', () => {
    for (const harmony of harmonies) {
      const lightness = generateLocalPalette(request({ prompt: 'nothing known', harmony }), small).map((color) => hexToLch(color.hex).l);
      expect(Math.min(...lightness)).toBeLessThan(0.4);
      expect(Math.max(...lightness)).toBeGreaterThan(0.8);
    }
  });

  it('follows the harmony rule around the base colour', () => {
    const hues = (harmony: (typeof harmonies)[number]) =>
      generateLocalPalette(request({ prompt: 'coral', harmony }), small)
        .map((color) => hexToLch(color.hex))
        .filter((color) => color.c > 0.03)
        .map((color) => color.h);
    const coral = hexToLch('#FF7F50').h;
    expect(hues('monochrome').every((hue) => hueDistance(hue, coral) < 12)).toBe(true);
    expect(hues('complementary').some((hue) => hueDistance(hue, coral + 180) < 20)).toBe(true);
    expect(hues('triadic').some((hue) => hueDistance(hue, coral + 120) < 20)).toBe(true);
    expect(hues('analogous').every((hue) => hueDistance(hue, coral) < 75)).toBe(true);
  });

  it('keeps locked colours in their places and fills the rest', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(...harmonies),
        fc.array(fc.option(fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0').toUpperCase()}`)), {
          minLength: 5,
          maxLength: 5,
        }),
        fc.nat(20),
        (prompt, harmony, locked, variation) => {
          const palette = generateLocalPalette({ prompt, harmony, locked, variation }, small);
          expect(palette).toHaveLength(5);
          palette.forEach((color, place) => {
            expect(isHex(color.hex)).toBe(true);
            if (locked[place]) expect(color.hex).toBe(locked[place]);
          });
        },
      ),
    );
  });
});

describe('with the real list of 30,000 colour names', () => {
  let index: NameIndex;
  beforeAll(() => {
    index = indexNames(colornames);
  });

  it('gives "ocean sunset" ocean blues and sunset warms a designer would accept', () => {
    const colors = generateLocalPalette(request(), index).map((color) => hexToLch(color.hex));
    expect(colors.some((color) => color.c > 0.05 && color.h > 200 && color.h < 270)).toBe(true);
    expect(colors.some((color) => color.c > 0.05 && (color.h < 80 || color.h > 340))).toBe(true);
  });

  it('gives "forest" greens', () => {
    const palette = generateLocalPalette(request({ prompt: 'forest', harmony: 'monochrome' }), index);
    const greens = palette.map((color) => hexToLch(color.hex)).filter((color) => color.c > 0.03 && color.h > 100 && color.h < 170);
    expect(greens.length).toBeGreaterThanOrEqual(4);
  });
});
