import { describe, expect, it } from 'vitest';
import { kitTwoPane, type KitTwoPaneResult } from './kit-two-pane.logic';

describe('kitTwoPane', () => {
  it.each<[string, KitTwoPaneResult]>([
    ['', { output: '', lines: 0 }],
    ['  hello  ', { output: 'hello', lines: 1 }],
    [' a \n\tb\r\n', { output: 'a\nb\n', lines: 3 }],
  ])('%j gives %j', (input, expected) => {
    expect(kitTwoPane(input)).toEqual(expected);
  });
});
