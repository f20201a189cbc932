import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * Elements an icon never needs and that can reach outside the drawing or run code: DOMPurify's SVG
 * profile keeps <image href="https://..."> and <style>@import ...</style> (see docs/library-notes.md), links
 * could lead anywhere, and animations can rewrite an href after sanitising (<set attributeName="href">).
 */
const FORBID_TAGS = [
  'style',
  'image',
  'a',
  'foreignObject',
  'script',
  'animate',
  'animateMotion',
  'animateTransform',
  'set',
  'discard',
  'iframe',
  'video',
  'audio',
];

/** Only a reference to something inside the same SVG: "#id". */
const LOCAL_FRAGMENT = /^#[^\s#()'"<>]*$/;
/** Every url(...) in a value must point inside the SVG too: url(#id), optionally quoted. */
const URL_REFERENCE = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi;

/** True for a reference inside the same SVG ("#id"), false for any other URL. */
export function isLocalReference(value: string): boolean {
  return LOCAL_FRAGMENT.test(value.trim());
}

/** A CSS comment (an unclosed one runs to the end) and a CSS escape: backslash and 1-6 hex digits with one optional space, or any other character. */
const CSS_COMMENT = /\/\*[\s\S]*?(?:\*\/|$)/g;
const CSS_ESCAPE = /\\(?:([0-9a-f]{1,6})[ \t\n\r\f]?|([\s\S])|$)/gi;

/** A code point CSS accepts from an escape; zero, surrogates and values past Unicode read as U+FFFD. */
const escapedCharacter = (hex: string) => {
  const code = Number.parseInt(hex, 16);
  return code === 0 || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff ? '\ufffd' : String.fromCodePoint(code);
};

/** A value as CSS reads it: comments gone and escapes decoded, so "\\75 rl(" and "u\\rl(" are both "url(". */
export function cssDecoded(value: string): string {
  return value
    .replace(CSS_COMMENT, '')
    .replace(CSS_ESCAPE, (_, hex: string | undefined, character: string | undefined) => (hex ? escapedCharacter(hex) : (character ?? '')));
}

function urlsAreLocal(value: string): boolean {
  for (const [, , target] of value.matchAll(URL_REFERENCE)) if (!isLocalReference(target ?? '')) return false;
  // A "url(" left unmatched (unbalanced, escaped) cannot be checked: refuse it.
  return value.replace(URL_REFERENCE, '').search(/url\s*\(/i) === -1;
}

/**
 * True when every url(...) in an attribute value points inside the SVG (or there is none), read both
 * as written and as CSS decodes it: a url() spelled with escapes or split by comments counts too.
 */
export function hasOnlyLocalUrls(value: string): boolean {
  return urlsAreLocal(value) && urlsAreLocal(cssDecoded(value));
}

/** The DOM a sanitiser works in: the page's own window, or a server-side one (jsdom). */
export type SanitizerWindow = NonNullable<Parameters<typeof createDOMPurify>[0]>;

const purifiers = new WeakMap<object, DOMPurify>();

/** A private DOMPurify instance per window, so its hook does not change how other code's calls behave. */
function svgPurifier(window: SanitizerWindow): DOMPurify {
  const known = purifiers.get(window);
  if (known) return known;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const { name, value } of [...node.attributes]) {
      const isLink = name === 'href' || name.endsWith(':href');
      if ((isLink && !isLocalReference(value)) || !hasOnlyLocalUrls(value)) node.removeAttribute(name);
    }
  });
  purifiers.set(window, instance);
  return instance;
}

/**
 * The SVG with everything active or external removed: scripts, event handlers, javascript: and
 * external links, external images and styles, foreign HTML. Returns null when no <svg> root is
 * left. The result is serialised as XML (with its xmlns), so it also renders as an image file.
 * The same rules run in the page and in the gateway (on the model's answer), each in its own DOM.
 */
export function sanitizeSvgIn(window: SanitizerWindow & { XMLSerializer: typeof XMLSerializer }, markup: string): string | null {
  const fragment = svgPurifier(window).sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS,
    // Styles can import or fetch (url(), @import); icons are drawn with presentation attributes.
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg' || fragment.childElementCount !== 1) return null;
  return new window.XMLSerializer().serializeToString(root);
}
