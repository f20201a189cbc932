import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexToOklab } from './color-math';
import { rgbToOklab } from './oklab';

describe('rgbToOklab', () => {
  it('agrees with culori', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), (r, g, b) => {
        const hex = `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
        const expected = hexToOklab(hex);
        rgbToOklab(r, g, b).forEach((value, axis) => expect(value).toBeCloseTo(expected[axis] as number, 4));
      }),
    );
  });
});
