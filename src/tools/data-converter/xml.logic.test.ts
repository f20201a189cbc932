// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { convertData, DEFAULT_OPTIONS, type ConvertOptions, type Format } from './convert.logic';
import { readXml } from './xml.logic';

const convert = (from: Format, to: Format, text: string, options: Partial<ConvertOptions> = {}) =>
  convertData({ from, to, text, options: { ...DEFAULT_OPTIONS, ...options } });
const xmlToJson = (xml: string, options: Partial<ConvertOptions> = {}) => {
  const result = convert('xml', 'json', xml, options);
  if (!result.ok) throw new Error(result.message);
  return JSON.parse(result.text) as unknown;
};

describe('XML to JSON by the documented convention', () => {
  it.each([
    ['attributes are "@_" keys', '<a id="7" name="x"/>', { a: { '@_id': 7, '@_name': 'x' } }],
    ['text beside attributes is "#text"', '<a id="7">hi</a>', { a: { '@_id': 7, '#text': 'hi' } }],
    ['text only is the value', '<a>hi</a>', { a: 'hi' }],
    ['an empty element is null', '<a><b/><c></c></a>', { a: { b: null, c: null } }],
    ['a repeated element is an array', '<a><b>1</b><b>2</b></a>', { a: { b: [1, 2] } }],
    ['json:Array keeps one item an array', '<a xmlns:json="http://james.newtonking.com/projects/json"><b json:Array="true">1</b></a>', { a: { b: [1] } }],
    ['json:Empty stands for an empty array', '<a><b json:Array="true" json:Empty="true"/></a>', { a: { b: [] } }],
    ['entities and CDATA become text', '<a>x &amp; y <![CDATA[<raw>]]></a>', { a: 'x & y <raw>' }],
    ['mixed content keeps its text parts', '<p>Hello <b>world</b>!</p>', { p: { b: 'world', '#text': ['Hello ', '!'] } }],
    ['leading zeros stay text', '<zip>01234</zip>', { zip: '01234' }],
  ])('%s', (_name, xml, expected) => {
    expect(xmlToJson(xml)).toEqual(expected);
  });

  it('keeps every value text with Infer types off', () => {
    expect(xmlToJson('<a n="1"><b>true</b></a>', { inferTypes: false })).toEqual({ a: { '@_n': '1', b: 'true' } });
  });

  it('names line and column of a well-formedness error', () => {
    expect(convert('xml', 'json', '<a>\n  <b></a>')).toMatchObject({ ok: false, position: { line: 2, column: 6 } });
    expect(convert('xml', 'json', '<a x="1" x="2"/>')).toMatchObject({ ok: false, position: { line: 1 } });
  });
});

describe('XML character references, as the XML 1.0 spec reads them (section 4.1)', () => {
  it.each([
    ['decimal and hexadecimal references in text', '<a>W&#246;rd &#x41;</a>', { a: 'Wörd A' }],
    ['a reference beyond the Basic Multilingual Plane', '<a>&#x1F600;&#128512;</a>', { a: '😀😀' }],
    ['references in attribute values', '<a b="&#65;&#x42;">x</a>', { a: { '@_b': 'AB', '#text': 'x' } }],
    ['one pass: an escaped ampersand stays text', '<a>&amp;#65; &#38;lt;</a>', { a: '&#65; &lt;' }],
    ['tab, line feed and carriage return by reference', '<a>1&#9;2&#xA;3&#13;</a>', { a: '1\t2\n3\r' }],
    ['literal inside CDATA', '<a><![CDATA[&#65;]]></a>', { a: '&#65;' }],
    ['a name XML does not define stays as written', '<a>&nbsp;</a>', { a: '&nbsp;' }],
  ])('%s', (_name, xml, expected) => {
    expect(xmlToJson(xml)).toEqual(expected);
  });

  it('refuses a reference to a character XML forbids, at its place', () => {
    expect(convert('xml', 'json', '<a>\n  x&#0;</a>')).toMatchObject({
      ok: false,
      message: 'This XML is not valid: &#0; is not a character XML allows.',
      position: { line: 2, column: 4 },
    });
    for (const reference of ['&#xD800;', '&#1;', '&#xFFFE;', '&#1114112;']) expect(convert('xml', 'json', `<a b="${reference}"/>`).ok).toBe(false);
    expect(convert('xml', 'json', '<a><!-- &#0; --><![CDATA[&#0;]]></a>').ok).toBe(true);
  });
});

describe('JSON to XML', () => {
  it('writes attributes, text, repeated elements and the one-item array marker', () => {
    const result = convert('json', 'xml', '{"order":{"@_id":7,"#text":"note","item":[{"sku":"a"}],"tag":["x","y"],"none":null,"empty":[]}}');
    expect(result).toMatchObject({
      text:
        '<?xml version="1.0" encoding="UTF-8"?>\n<order xmlns:json="http://james.newtonking.com/projects/json" id="7">note\n' +
        '  <item json:Array="true">\n    <sku>a</sku>\n  </item>\n  <tag>x</tag>\n  <tag>y</tag>\n  <none/>\n  <empty json:Array="true" json:Empty="true"/>\n</order>\n',
    });
  });

  it('wraps several top-level keys or a list in <root> and says so', () => {
    expect(convert('json', 'xml', '[1,2]')).toMatchObject({
      text: '<?xml version="1.0" encoding="UTF-8"?>\n<root>\n  <item>1</item>\n  <item>2</item>\n</root>\n',
      notes: ['Wrapped in <root>: an XML document has exactly one root element.'],
    });
  });

  it('escapes text and refuses a key that cannot be an element name', () => {
    expect(convert('json', 'xml', '{"a":"<&>\\""}')).toMatchObject({ text: expect.stringContaining('<a>&lt;&amp;&gt;"</a>') });
    expect(convert('json', 'xml', '{"a":{"my key":1}}')).toMatchObject({
      ok: false,
      message: expect.stringContaining('"my key" is not a valid XML element name'),
    });
  });
});

describe('hostile XML', () => {
  it.each([
    [
      'an entity past the size guard',
      `<?xml version="1.0"?>\n<!DOCTYPE r [\n<!ENTITY big "${'a'.repeat(20_000)}">\n]>\n<r>&big;</r>`,
      'The entity "big" is 20,000 characters long; entities over 10,000 are not read (a guard against entity bombs)',
      { line: 3, column: 1 },
    ],
    [
      'an external entity (XXE)',
      '<!DOCTYPE r [\n  <!ENTITY ok "x">\n  <!ENTITY xxe SYSTEM "file:///etc/passwd">\n]>\n<r>&xxe;</r>',
      'External entities (SYSTEM or PUBLIC) are not read: they would load a file or an address',
      { line: 3, column: 3 },
    ],
    ['a parameter entity', '<!DOCTYPE r [<!ENTITY % p "x">]><r/>', 'Parameter entities (<!ENTITY % ...>) are not read', { line: 1, column: 14 }],
    [
      'a malformed declaration',
      '<!DOCTYPE r [<!ELEMENT r (#PCDATA>]><r/>',
      'The DOCTYPE could not be read: Unterminated content model',
      { line: 1, column: 1 },
    ],
  ])('refuses %s at its declaration, in words', (_, text, message, place) => {
    expect(readXml(text, true)).toMatchObject({ ok: false, message, position: place });
  });

  it('does not expand an entity bomb (billion laughs)', () => {
    let dtd = '<!DOCTYPE lolz [<!ENTITY lol0 "lol">';
    for (let level = 1; level < 10; level += 1) dtd += `<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`;
    const result = convert('xml', 'json', `<?xml version="1.0"?>${dtd}]><lolz>&lol9;</lolz>`);
    expect(result.ok && result.text.length).toBeLessThan(1000);
  });
});
