import type { IconSettings } from './icon-match.logic';

const SVG_NS = 'http://www.w3.org/2000/svg';

function parseSvg(svg: string): SVGSVGElement | null {
  const root = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  return root.localName === 'svg' && root.namespaceURI === SVG_NS ? (root as unknown as SVGSVGElement) : null;
}

/**
 * The (already sanitised) SVG at the chosen size and stroke width: width and height are set, a
 * viewBox is kept or made from the original size so the drawing scales, and the root's stroke
 * width applies to every stroke that does not set its own.
 */
export function applyIconSettings(svg: string, { size, strokeWidth }: IconSettings): string {
  const root = parseSvg(svg);
  if (!root) return svg;
  if (!root.hasAttribute('viewBox')) {
    const width = Number.parseFloat(root.getAttribute('width') ?? '');
    const height = Number.parseFloat(root.getAttribute('height') ?? '');
    root.setAttribute('viewBox', `0 0 ${width > 0 ? width : 24} ${height > 0 ? height : 24}`);
  }
  root.setAttribute('width', String(size));
  root.setAttribute('height', String(size));
  root.setAttribute('stroke-width', String(strokeWidth));
  return new XMLSerializer().serializeToString(root);
}

/** SVG attribute names as React spells them: stroke-width → strokeWidth, xlink:href → xlinkHref, class → className. */
export function reactAttributeName(name: string): string {
  if (name === 'class') return 'className';
  if (name.startsWith('data-') || name.startsWith('aria-')) return name;
  return name.replace(/[-:]([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

const jsxValue = (value: string) => (/["{}]/.test(value) ? `{${JSON.stringify(value)}}` : `"${value}"`);
const jsxText = (text: string) => (/[{}<>]/.test(text) ? `{${JSON.stringify(text)}}` : text);

function elementToJsx(element: Element, depth: number, isRoot: boolean): string {
  const indent = '  '.repeat(depth);
  const attributes = [...element.attributes]
    .filter((attribute) => !attribute.name.startsWith('xmlns:'))
    .map((attribute) => `${reactAttributeName(attribute.name)}=${jsxValue(attribute.value)}`);
  if (isRoot) attributes.push('{...props}');
  const children = [...element.childNodes].flatMap((child) => {
    if (child.nodeType === 1) return [elementToJsx(child as Element, depth + 1, false)];
    const text = child.nodeType === 3 ? (child.textContent ?? '').trim() : '';
    return text ? [`${indent}  ${jsxText(text)}`] : [];
  });
  const open = `${indent}<${element.localName}${attributes.length ? ` ${attributes.join(' ')}` : ''}`;
  return children.length ? `${open}>\n${children.join('\n')}\n${indent}</${element.localName}>` : `${open} />`;
}

/** A typed React component that renders the SVG and passes its props (className, onClick...) to the root. */
export function toReactComponent(svg: string, name: string): string {
  const root = parseSvg(svg);
  if (!root) return '';
  return [
    "import type { SVGProps } from 'react';",
    '',
    `export function ${name}(props: SVGProps<SVGSVGElement>) {`,
    '  return (',
    elementToJsx(root, 2, true),
    '  );',
    '}',
    '',
  ].join('\n');
}
