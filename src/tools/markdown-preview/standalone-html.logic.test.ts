import { describe, expect, it } from 'vitest';
import { documentTitle, standaloneHtml } from './standalone-html.logic';

describe('standaloneHtml', () => {
  it('wraps the body in a whole document titled by its first h1, loading nothing from elsewhere', () => {
    const html = standaloneHtml('<h1 id="x">Tom &amp; <em>Jerry</em></h1>\n<p>Hi</p>\n');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">/);
    expect(html).toContain('<title>Tom &amp; Jerry</title>');
    expect(html).toContain('<body>\n<h1 id="x">Tom &amp; <em>Jerry</em></h1>\n<p>Hi</p>\n</body>\n</html>\n');
    expect(html).not.toMatch(/<link|<script|@import|url\(/);
  });

  it.each([
    ['<p>No heading</p>', 'Document'],
    ['<h2>Second</h2><h1>First &lt;one&gt;</h1>', 'First <one>'],
    ['<h1>  </h1>', 'Document'],
  ])('%j is titled %j', (body, title) => {
    expect(documentTitle(body)).toBe(title);
  });
});
