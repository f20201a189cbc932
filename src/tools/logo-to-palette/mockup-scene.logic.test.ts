import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToLch } from '@/lib/color/color-math';
import { mockupScene, themeColors, withContrast } from './mockup-scene.logic';

const palette = { primary: '#1D4ED8', secondary: '#0EA5E9', accent: '#F97316', neutral: '#64748B', background: '#F8FAFC' };
const hexArbitrary = fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0').toUpperCase()}`);

describe('themeColors', () => {
  it('uses the palette background for light, a deep tint for dark', () => {
    expect(themeColors(palette, 'light').page).toBe('#F8FAFC');
    expect(hexToLch(themeColors(palette, 'dark').page).l).toBeLessThan(0.25);
    // A dark "background" role would not make a light theme: a light tint of it is used.
    expect(hexToLch(themeColors({ ...palette, background: '#DF0C00' }, 'light').page).l).toBeGreaterThan(0.95);
  });
});

describe('withContrast', () => {
  it('leaves a colour that already reads alone, and moves one that does not', () => {
    expect(withContrast('#000000', '#FFFFFF', 4.5)).toBe('#000000');
    expect(contrastRatio(withContrast('#94A3B8', '#FFFFFF', 4.5), '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(withContrast('#334155', '#0F172A', 7), '#0F172A')).toBeGreaterThanOrEqual(7);
  });
});

describe('mockupScene', () => {
  it('has the logo twice, a page in the theme, and the headline', () => {
    const shapes = mockupScene(palette, 'light');
    expect(shapes.filter((shape) => shape.kind === 'logo')).toHaveLength(2);
    expect(shapes[0]).toMatchObject({ kind: 'rect', x: 0, y: 0, width: 1280, height: 800, fill: '#F8FAFC' });
    expect(shapes.some((shape) => shape.kind === 'text' && shape.text === 'Build your brand')).toBe(true);
  });

  it('puts the logo on a light card in the dark theme, so dark lettering still shows', () => {
    const shapes = mockupScene(palette, 'dark');
    const logos = shapes.filter((shape) => shape.kind === 'logo');
    for (const logo of logos) {
      const under = shapes
        .filter(
          (shape) =>
            shape.kind === 'rect' &&
            shape.x <= logo.x &&
            shape.y <= logo.y &&
            shape.x + shape.width >= logo.x + logo.width &&
            shape.y + shape.height >= logo.y + logo.height,
        )
        .at(-1);
      expect(under?.kind === 'rect' && hexToLch(under.fill).l).toBeGreaterThan(0.85);
    }
  });

  it('changes with the variation, for Regenerate', () => {
    expect(mockupScene(palette, 'dark', 1)).not.toEqual(mockupScene(palette, 'dark', 0));
  });

  it('keeps every text readable (WCAG AA, 3:1 for large text) on any palette, in both themes', () => {
    fc.assert(
      fc.property(
        fc.tuple(hexArbitrary, hexArbitrary, hexArbitrary, hexArbitrary, hexArbitrary),
        fc.constantFrom('light' as const, 'dark' as const),
        fc.nat(5),
        (hexes, theme, variation) => {
          const [primary, secondary, accent, neutral, background] = hexes;
          for (const shape of mockupScene({ primary, secondary, accent, neutral, background }, theme, variation)) {
            if (shape.kind !== 'text') continue;
            expect(contrastRatio(shape.fill, shape.on)).toBeGreaterThanOrEqual(shape.size >= 24 ? 3 : 4.5);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
