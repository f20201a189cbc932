import { describe, expect, it } from 'vitest';
import { kitLiveTransform, type KitLiveTransformResult } from './kit-live-transform.logic';

describe('kitLiveTransform', () => {
  it.each<[string, KitLiveTransformResult]>([
    ['', { characters: 0, lines: 0 }],
    ['hello', { characters: 5, lines: 1 }],
    ['a\nb\n', { characters: 4, lines: 3 }],
    ['😀', { characters: 1, lines: 1 }],
  ])('%j gives %j', (text, expected) => {
    expect(kitLiveTransform(text)).toEqual(expected);
  });
});
