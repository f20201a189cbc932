import { describe, expect, it } from 'vitest';
import type { EscapeOutcome } from './escape-outcome.logic';
import { escapeHtml, escapeXml, unescapeHtml, unescapeXml } from './markup.logic';

const text = (outcome: EscapeOutcome) => (outcome.ok ? outcome.text : `ERROR ${outcome.message}`);

describe('HTML character references (WHATWG HTML 13.5)', () => {
  it.each([
    ['<a href="x?a=1&b=2">It\'s</a>', false, '&lt;a href=&quot;x?a=1&amp;b=2&quot;&gt;It&#39;s&lt;/a&gt;'],
    ['café 😀', true, 'caf&#xE9; &#x1F600;'],
    ['café', false, 'café'],
  ])('escapes %j (non-ASCII %s)', (input, nonAscii, expected) => expect(text(escapeHtml(input, nonAscii))).toBe(expected));

  it.each([
    ['&lt;p&gt; &amp; &quot;&#39;&apos;', "<p> & \"''"],
    // Named references from the full HTML5 list, decimal and hex numbers, legacy names without ";".
    ['&nbsp;&hellip;&NotNestedGreaterGreater;&fjlig;', '\u00a0…\u2aa2\u0338fj'],
    ['&#169;&#xA9;&#XA9;&copy', '©©©©'],
    ['&#x80;&#150;', '€–'],
    ['Tom & Jerry &amp;c', 'Tom & Jerry &c'],
  ])('reads %j', (input, expected) => expect(text(unescapeHtml(input))).toBe(expected));

  it('leaves an unknown name as it is and says where it is', () => {
    expect(unescapeHtml('fine\n&madeup; &#0; &#x110000;')).toEqual({
      ok: true,
      text: '\n&madeup; \ufffd \ufffd'.replace('\n', 'fine\n'),
      notes: [
        'Line 2, column 1: &madeup; is not an HTML named reference, left as it is.',
        'Line 2, column 10: &#0; is not a character HTML allows (U+0000): read as U+FFFD.',
        'Line 2, column 15: &#x110000; is not a character HTML allows (past U+10FFFF): read as U+FFFD.',
      ],
    });
  });

  it('notes a lone surrogate, which HTML cannot carry', () => {
    const outcome = escapeHtml('a\ud800', true);
    expect(outcome.ok && outcome.notes).toEqual(['Line 1, column 2: a lone surrogate (U+D800) has no HTML form, left as it is.']);
  });

  it('reads back what it writes the way a browser does', () => {
    const sample = '<b title="x\'y">&amp; 😀 é</b>';
    const element = document.createElement('div');
    element.innerHTML = `<span title="${text(escapeHtml(sample, true))}">${text(escapeHtml(sample, false))}</span>`;
    expect(element.textContent).toBe(sample);
    expect(element.firstElementChild?.getAttribute('title')).toBe(sample);
  });
});

describe('XML (XML 1.0 section 4.6 and 2.2)', () => {
  it.each([
    ['<a b="c">\'&\'</a>', false, '&lt;a b=&quot;c&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;'],
    ['line\r\nnext é', true, 'line&#xD;\nnext &#xE9;'],
  ])('escapes %j (non-ASCII %s)', (input, nonAscii, expected) => expect(text(escapeXml(input, nonAscii))).toBe(expected));

  it('refuses a character XML 1.0 cannot hold', () => {
    expect(text(escapeXml('ok\nbell\x07', false))).toBe('ERROR Line 2, column 5: U+0007 cannot appear in XML 1.0, not even as a character reference.');
  });

  it.each([
    ['&lt;&gt;&amp;&quot;&apos;&#65;&#x1F600;', '<>&"\'A😀'],
    [
      '&nbsp;',
      "ERROR Line 1, column 1: &nbsp; is not one of XML's five predefined entities (&amp; &lt; &gt; &quot; &apos;): it would need a DTD that declares it.",
    ],
    ['a & b', 'ERROR Line 1, column 3: a "&" must start a reference such as &amp; or &#38; (with its ";"): write a lone ampersand as &amp;.'],
    ['&#1;', 'ERROR Line 1, column 1: &#1; refers to U+0001, which XML 1.0 does not allow.'],
    ['a<b', 'ERROR Line 1, column 2: a raw "<" starts a tag in XML: text writes it as &lt;.'],
  ])('reads %j', (input, expected) => expect(text(unescapeXml(input))).toBe(expected));
});
