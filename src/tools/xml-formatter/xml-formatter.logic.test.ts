// @vitest-environment node
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { formatXml, type XmlFormatRequest } from './xml-formatter.logic';

const sample = (name: string) => readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

function run(input: string, options: Partial<XmlFormatRequest> = {}) {
  return formatXml({ input, minify: false, indentation: '2', attributesPerLine: false, ...options });
}

function format(input: string, options: Partial<XmlFormatRequest> = {}): string {
  const result = run(input, options);
  if (!result.ok) throw new Error(`${result.message} (${JSON.stringify(result.position)})`);
  return result.text;
}

const minify = (input: string) => format(input, { minify: true });

/** An independent reader (fast-xml-parser) as the oracle: the same nodes, in the same order, whitespace between elements aside. */
const oracle = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  allowBooleanAttributes: false,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
  trimValues: true,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: false,
  ignoreDeclaration: false,
  ignorePiTags: false,
});
const read = (xml: string): unknown => oracle.parse(xml);

describe('well-formedness errors name the fault and where it is', () => {
  it.each([
    ['unclosed tag', '<a>\n  <b>\n</a>', 'Expected </b> but found </a>. Line 2, column 3: <b> is opened here.', 3, 1],
    ['tag never closed at the end', '<root><item>', 'The <item> tag is never closed (no </item> before the end).', 1, 7],
    ['mismatched tag', '<a><b></c></a>', 'Expected </b> but found </c>. Line 1, column 4: <b> is opened here.', 1, 7],
    ['end tag without a start', '<a></a></b>', 'The end tag </b> has no matching start tag.', 1, 8],
    ['duplicate attribute', '<a x="1"\n   x="2"/>', 'The attribute "x" appears twice in <a>.', 2, 4],
    ['undefined entity', '<a>caf&eacute;</a>', 'The entity &eacute; is not defined.', 1, 7],
    ['bare ampersand', '<a>fish & chips</a>', 'A "&" must start a reference such as &amp; or &#38;; write "&amp;" for the character itself.', 1, 9],
    ['bare less-than', '<a>1 < 2</a>', 'A "<" must start a tag; write "&lt;" for the character itself.', 1, 6],
    ['less-than in an attribute', '<a x="1<2"/>', '"<" may not appear in the value of "x"; write "&lt;".', 1, 8],
    ['unquoted attribute', '<a x=1/>', 'The value of "x" must be in quotes.', 1, 6],
    ['attribute without a value', '<input disabled/>', 'The attribute "disabled" of <input> has no value; write disabled="...".', 1, 8],
    ['attributes run together', '<a x="1"y="2"/>', 'Attributes of <a> must be separated by whitespace.', 1, 9],
    ['bad tag name', '<1st/>', '"1" cannot start a tag name.', 1, 2],
    ['two root elements', '<a/>\n<b/>', 'A second root element <b>: an XML document has exactly one.', 2, 1],
    ['text outside the root', '<a/>\ntrailing', 'Text "trailing" is outside the root element.', 2, 1],
    ['double hyphen in a comment', '<a><!-- a -- b --></a>', '"--" may not appear inside a comment.', 1, 11],
    ['comment never closed', '<a><!-- note', 'This comment is never closed (no "-->").', 1, 8],
    ['CDATA never closed', '<a><![CDATA[ x', 'This CDATA section is never closed (no "]]>").', 1, 13],
    ['CDATA outside the root', '<![CDATA[x]]><a/>', 'A CDATA section must be inside the root element.', 1, 1],
    [
      'XML declaration not first',
      '\n<?xml version="1.0"?><a/>',
      'The XML declaration <?xml ...?> must be the very first thing in the document, with nothing before it.',
      2,
      1,
    ],
    ['start tag cut off', '<a x="1"', 'The start tag <a> is never closed (no ">").', 1, 1],
    ['no root element', '<!-- only a comment -->', 'The document has no root element.', 1, 1],
    ['"]]>" in text', '<a>]]></a>', '"]]>" may not appear in text; write "]]&gt;".', 1, 4],
  ])('%s', (_name, input, message, line, column) => {
    const result = run(input);
    expect(result).toMatchObject({ ok: false, message, position: { line, column } });
  });

  it('says the input is empty, without a position', () => {
    expect(run('  \n ')).toEqual({ ok: false, message: 'Input is empty.', position: null });
  });
});

describe('formatting keeps everything but insignificant whitespace', () => {
  it.each([
    ['nested elements are indented', '<a><b><c/></b></a>', '<a>\n  <b>\n    <c/>\n  </b>\n</a>'],
    ['tags are tidied, attribute order and quotes kept', '<a   z="1"\n   b=\'2\' ><c  /></a >', '<a z="1" b=\'2\'>\n  <c/>\n</a>'],
    ['mixed content is not re-spaced', '<p>Hello <b>bold</b> and <i> italic </i>!</p>', '<p>Hello <b>bold</b> and <i> italic </i>!</p>'],
    ['mixed content deeper down', '<doc><p>One <em>two</em></p><p>three</p></doc>', '<doc>\n  <p>One <em>two</em></p>\n  <p>three</p>\n</doc>'],
    ['xml:space="preserve" keeps its layout', '<a><pre xml:space="preserve">\n  <b/>\n</pre></a>', '<a>\n  <pre xml:space="preserve">\n  <b/>\n</pre>\n</a>'],
    ['CDATA is kept as written', '<a><![CDATA[ <x> & y ]]></a>', '<a><![CDATA[ <x> & y ]]></a>'],
    [
      'comments and instructions get their own lines',
      '<?xml version="1.0"?><!--top--><a><!--in--><?php echo 1; ?><b/></a><!--end-->',
      '<?xml version="1.0"?>\n<!--top-->\n<a>\n  <!--in-->\n  <?php echo 1; ?>\n  <b/>\n</a>\n<!--end-->',
    ],
    [
      'a doctype with an internal subset and its entities',
      '<!DOCTYPE n [\n<!ENTITY w "Ann">\n]><n>&w; &#169; &#xA9;</n>',
      '<!DOCTYPE n [\n<!ENTITY w "Ann">\n]>\n<n>&w; &#169; &#xA9;</n>',
    ],
    [
      'an external doctype allows any entity',
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "x.dtd"><html>&nbsp;</html>',
      '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "x.dtd">\n<html>&nbsp;</html>',
    ],
    [
      'namespaces and prefixed attributes',
      '<r xmlns="urn:d" xmlns:a="urn:a"><a:b a:c="1"><a:d/></a:b></r>',
      '<r xmlns="urn:d" xmlns:a="urn:a">\n  <a:b a:c="1">\n    <a:d/>\n  </a:b>\n</r>',
    ],
    ['empty elements stay as written', '<a><b></b><c/></a>', '<a>\n  <b></b>\n  <c/>\n</a>'],
    ['a byte order mark is dropped', '\uFEFF<?xml version="1.0"?><a/>', '<?xml version="1.0"?>\n<a/>'],
    ['">" inside attribute values and comments', '<a x="1>0"><!-- a > b --></a>', '<a x="1>0">\n  <!-- a > b -->\n</a>'],
    ['non-ASCII names', '<données><élément/></données>', '<données>\n  <élément/>\n</données>'],
  ])('%s', (_name, input, expected) => {
    expect(format(input)).toBe(expected);
  });

  it('indents with 4 spaces or a tab when asked', () => {
    expect(format('<a><b/></a>', { indentation: '4' })).toBe('<a>\n    <b/>\n</a>');
    expect(format('<a><b/></a>', { indentation: 'tab' })).toBe('<a>\n\t<b/>\n</a>');
  });

  it('puts each attribute on its own line when asked, for tags with two or more', () => {
    expect(format('<a x="1" y="2"><b z="3"/></a>', { attributesPerLine: true })).toBe('<a\n  x="1"\n  y="2">\n  <b z="3"/>\n</a>');
  });

  it('minifies by removing whitespace between elements only', () => {
    expect(minify('<a>\n  <b> keep </b>\n  <p>Hi <i>there</i></p>\n  <!-- c -->\n</a>\n')).toBe('<a><b> keep </b><p>Hi <i>there</i></p><!-- c --></a>');
  });

  it('survives nesting 100,000 levels deep, indenting no deeper than 100 levels', () => {
    const depth = 100_000;
    const text = '<a>'.repeat(depth) + '</a>'.repeat(depth);
    expect(minify(text)).toBe(text);
    const lines = format(text).split('\n');
    expect(lines).toHaveLength(2 * depth - 1);
    expect(lines[99]).toBe(`${'  '.repeat(99)}<a>`);
    expect(lines[5000]).toBe(`${'  '.repeat(100)}<a>`);
  });
});

describe('real documents', () => {
  it('a Maven pom.xml', () => {
    const formatted = format(sample('pom.xml'));
    expect(formatted).toContain('\n  <dependencies>\n    <dependency>\n      <groupId>org.springframework.boot</groupId>\n');
    expect(formatted).toContain('\n  <!-- Coordinates -->\n  <groupId>com.example</groupId>\n');
    expect(formatted).toContain('<release>${java.version}</release>');
    expect(read(formatted)).toEqual(read(sample('pom.xml')));
  });

  it('an Android layout, one attribute per line as Android Studio writes it', () => {
    const formatted = format(sample('activity_main.xml'), { indentation: '4', attributesPerLine: true });
    expect(formatted).toContain('    <TextView\n        android:id="@+id/greeting"\n        android:layout_width="wrap_content"\n');
    expect(formatted).toContain('android:text="Go &amp; see"/>');
    expect(read(formatted)).toEqual(read(sample('activity_main.xml')));
  });

  it('an SVG with CDATA styles and mixed text', () => {
    const formatted = format(sample('icon.svg'));
    expect(formatted).toContain('\n  <style><![CDATA[ .a > path { fill: url(#g); } ]]></style>\n');
    expect(formatted).toContain('\n  <text x="2" y="22">Tick <tspan font-weight="bold">now</tspan>!</text>\n');
    expect(read(formatted)).toEqual(read(sample('icon.svg')));
  });
});

// Documents built from a few names, with attributes, text (entities included), comments and CDATA, and random layout whitespace.
const names = fc.constantFrom('a', 'b', 'x:item', 'data-row', 'é');
const space = fc.constantFrom('', ' ', '\n', '\n  ', '\t');
const text = fc.constantFrom('hello', 'a &amp; b', ' spaced ', '1 &lt; 2', 'x');
const attribute = fc.tuple(fc.constantFrom('id', 'class', 'xml:lang', 'n'), fc.constantFrom('"1"', "'two'", '"a &quot;q&quot;"', '""'));
const { element } = fc.letrec<{ element: string; node: string }>((tie) => ({
  element: fc
    .tuple(names, fc.uniqueArray(attribute, { selector: ([name]) => name, maxLength: 3 }), fc.array(tie('node'), { maxLength: 4 }), space, fc.boolean())
    .map(([name, attributes, children, gap, selfClose]) => {
      const open = `<${name}${attributes.map(([key, value]) => ` ${key}=${value}`).join('')}`;
      if (children.length === 0 && selfClose) return `${open}/>`;
      return `${open}>${children.map((child) => gap + child).join('')}${gap}</${name}>`;
    }),
  // Past the depth limit only the first (a leaf) is drawn.
  node: fc.oneof(
    { maxDepth: 5, depthIdentifier: 'xml' },
    text,
    fc.constantFrom('<!-- note -->', '<![CDATA[ <raw> ]]>', '<?pi data?>'),
    tie('element'),
    tie('element'),
  ),
}));
const documents = fc.tuple(fc.constantFrom('', '<?xml version="1.0"?>\n'), element, space).map(([prolog, root, trailing]) => prolog + root + trailing);

describe('round trips (property)', () => {
  it('formatting keeps the document the same for another reader', () => {
    fc.assert(
      fc.property(documents, (xml) => {
        expect(read(format(xml))).toEqual(read(xml));
      }),
    );
  });

  it('format(minify(x)) equals format(x), and formatting twice changes nothing', () => {
    fc.assert(
      fc.property(documents, (xml) => {
        const formatted = format(xml);
        expect(format(minify(xml))).toBe(formatted);
        expect(format(formatted)).toBe(formatted);
      }),
    );
  });

  it('accepts every generated well-formed document', () => {
    fc.assert(
      fc.property(documents, (xml) => {
        expect(run(xml).ok).toBe(true);
      }),
    );
  });
});
