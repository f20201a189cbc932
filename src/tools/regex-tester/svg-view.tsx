import { createElement, type ReactNode } from 'react';
import type { SvgNode } from './regex-diagram.logic';

/** The elements railroad-diagrams makes; anything else is dropped. */
const TAGS = new Set(['svg', 'g', 'path', 'rect', 'text']);
/** Their attributes, as React names them; no event handler, style or link can pass. */
const ATTRIBUTES: Readonly<Record<string, string>> = {
  d: 'd',
  x: 'x',
  y: 'y',
  width: 'width',
  height: 'height',
  rx: 'rx',
  ry: 'ry',
  viewBox: 'viewBox',
  transform: 'transform',
  class: 'className',
};

function draw(node: SvgNode, key: number): ReactNode {
  if (!TAGS.has(node.tag)) return null;
  const props: Record<string, string | number> = { key };
  for (const [name, value] of Object.entries(node.attrs)) {
    const reactName = ATTRIBUTES[name];
    if (reactName) props[reactName] = value;
  }
  // React sets text and attributes through the DOM, so pattern text such as "<script>" stays text.
  return createElement(node.tag, props, node.text ?? node.children.map(draw));
}

/** An SVG made as data in the worker, built element by element: no markup is parsed, so nothing needs sanitising. */
export function SvgView({ svg, label }: { svg: SvgNode; label: string }) {
  const props: Record<string, string> = {};
  for (const [name, value] of Object.entries(svg.attrs)) {
    const reactName = ATTRIBUTES[name];
    if (reactName) props[reactName] = value;
  }
  return (
    <svg {...props} role="img" aria-label={label} xmlns="http://www.w3.org/2000/svg">
      {svg.children.map(draw)}
    </svg>
  );
}
