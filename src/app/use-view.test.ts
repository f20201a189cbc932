import { describe, expect, it } from 'vitest';
import { aliasTable } from '@/tools/alias-table';
import { hashNeedsAliases, hrefForView, LANDING, pathFromHash, viewFromHash } from './use-view';

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

describe('an alias in the address', () => {
  it('is read once the alias table has come, opening its tool', async () => {
    expect(hashNeedsAliases('#/json-prettify')).toBe(true);
    expect(hashNeedsAliases('#/json-beautifier')).toBe(false);
    await aliasTable.load();
    expect(hashNeedsAliases('#/json-prettify')).toBe(false);
    expect(viewFromHash('#/json-prettify')).toBe('json-beautifier');
    expect(pathFromHash('#/json-prettify')).toBe('json-prettify');
    expect(viewFromHash('#/no-such-alias')).toBe(LANDING);
  });
});
