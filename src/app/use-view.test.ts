import { describe, expect, it } from 'vitest';
import { hrefForView, LANDING, viewFromHash } from './use-view';

describe('viewFromHash', () => {
  it.each([
    ['', LANDING],
    ['#/', LANDING],
    ['#/json-beautifier', 'json-beautifier'],
    ['#json-beautifier', 'json-beautifier'],
    ['#/no-such-tool', LANDING],
    ['#/%E0%A4%A', LANDING],
    ['#/regex-tester?s=eyJhIjoxfQ', 'regex-tester'],
    ['#/no-such-tool?s=eyJhIjoxfQ', LANDING],
  ])('%j selects %j', (hash, view) => {
    expect(viewFromHash(hash)).toBe(view);
  });

  it('round-trips through hrefForView', () => {
    expect(viewFromHash(hrefForView('json-beautifier'))).toBe('json-beautifier');
    expect(viewFromHash(hrefForView(LANDING))).toBe(LANDING);
  });
});
