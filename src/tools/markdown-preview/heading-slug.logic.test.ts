import { describe, expect, it } from 'vitest';
import { createSlugger, headingSlug } from './heading-slug.logic';

// Anchors as github.com makes them for README headings (github-slugger's own cases).
describe('headingSlug', () => {
  it.each([
    ['Hello World', 'hello-world'],
    ['Install & run', 'install--run'],
    ['API (v2)', 'api-v2'],
    ['C++ and C#', 'c-and-c'],
    ['foo_bar-baz', 'foo_bar-baz'],
    ['Ünïcödé héàdings', 'ünïcödé-héàdings'],
    ['Emoji 🎉 party', 'emoji--party'],
    ['日本語 見出し', '日本語-見出し'],
    ['  padded  ', '--padded--'],
  ])('%j → %j', (text, slug) => {
    expect(headingSlug(text)).toBe(slug);
  });

  it('numbers repeated headings in document order, as GitHub does', () => {
    const slug = createSlugger();
    expect(['Usage', 'Usage', 'Usage-1', 'Usage'].map(slug)).toEqual(['usage', 'usage-1', 'usage-1-1', 'usage-2']);
  });
});
