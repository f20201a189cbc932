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

/** True when every url(...) in an attribute value points inside the SVG (or there is none). */
export function hasOnlyLocalUrls(value: string): boolean {
  for (const [, , target] of value.matchAll(URL_REFERENCE)) if (!isLocalReference(target ?? '')) return false;
  // A "url(" left unmatched (unbalanced, escaped) cannot be checked: refuse it.
  return value.replace(URL_REFERENCE, '').search(/url\s*\(/i) === -1;
}

let purifier: DOMPurify | null = null;

/** A private DOMPurify instance, so its hook does not change how other code's calls behave. */
function svgPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    for (const { name, value } of [...node.attributes]) {
      const isLink = name === 'href' || name.endsWith(':href');
      if ((isLink && !isLocalReference(value)) || !hasOnlyLocalUrls(value)) node.removeAttribute(name);
    }
  });
  purifier = instance;
  return instance;
}

/**
 * The SVG with everything active or external removed: scripts, event handlers, javascript: and
 * external links, external images and styles, foreign HTML. Returns null when no <svg> root is
 * left. The result is serialised as XML (with its xmlns), so it also renders as an image file.
 */
export function sanitizeSvg(markup: string): string | null {
  const fragment = svgPurifier().sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS,
    // Styles can import or fetch (url(), @import); icons are drawn with presentation attributes.
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg' || fragment.childElementCount !== 1) return null;
  return new XMLSerializer().serializeToString(root);
}
