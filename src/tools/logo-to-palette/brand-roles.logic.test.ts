import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexToLch } from '@/lib/color/color-math';
import { assignRoles } from './brand-roles.logic';

describe('assignRoles', () => {
  it('uses the logo: white background, blue primary, most saturated other colour as accent, grey as neutral', () => {
    expect(
      assignRoles([
        { hex: '#FFFFFF', share: 0.55 },
        { hex: '#1D4ED8', share: 0.25 },
        { hex: '#0EA5E9', share: 0.1 },
        { hex: '#F97316', share: 0.06 },
        { hex: '#4B5563', share: 0.04 },
      ]),
    ).toEqual({ primary: '#1D4ED8', secondary: '#0EA5E9', accent: '#F97316', neutral: '#4B5563', background: '#FFFFFF' });
  });

  it('takes an accent of another hue over a more saturated shade of the primary', () => {
    const palette = assignRoles([
      { hex: '#1E40AF', share: 0.5 },
      { hex: '#2563EB', share: 0.3 },
      { hex: '#65A30D', share: 0.2 },
    ]);
    expect(palette?.accent).toBe('#65A30D');
    expect(palette?.secondary).toBe('#2563EB');
  });

  it('makes the missing roles from the primary for a one-colour logo', () => {
    const palette = assignRoles([{ hex: '#DC2626', share: 1 }]);
    expect(palette?.primary).toBe('#DC2626');
    const primary = hexToLch('#DC2626');
    const background = hexToLch(palette?.background ?? '');
    expect(background.l).toBeGreaterThan(0.95);
    expect(hexToLch(palette?.neutral ?? '').c).toBeLessThan(0.04);
    expect(hexToLch(palette?.accent ?? '').c).toBeGreaterThan(0.1);
    expect(Math.abs(hexToLch(palette?.accent ?? '').h - primary.h)).toBeGreaterThan(100);
    expect(new Set(Object.values(palette ?? {})).size).toBe(5);
  });

  it('takes the darkest grey as primary for a black-and-white logo', () => {
    const palette = assignRoles([
      { hex: '#FFFFFF', share: 0.7 },
      { hex: '#111111', share: 0.3 },
    ]);
    expect(palette?.primary).toBe('#111111');
    expect(palette?.background).toBe('#FFFFFF');
  });

  it('gives nothing for no colours', () => {
    expect(assignRoles([])).toBeNull();
  });

  it('always gives five hex roles with a light background', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            hex: fc.integer({ min: 0, max: 0xffffff }).map((value) => `#${value.toString(16).padStart(6, '0').toUpperCase()}`),
            share: fc.double({ min: 0.001, max: 1, noNaN: true }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (clusters) => {
          const palette = assignRoles([...clusters].sort((a, b) => b.share - a.share));
          for (const hex of Object.values(palette ?? {})) expect(hex).toMatch(/^#[0-9A-F]{6}$/);
          expect(hexToLch(palette?.background ?? '#000000').l).toBeGreaterThan(0.9);
        },
      ),
    );
  });
});
