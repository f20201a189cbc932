import railroad, { type RailroadItem } from 'railroad-diagrams';

/** Room around the boxed item, and above it for the label. */
const PADDING = 10;
const LABEL_HEIGHT = 14;
/** The library's own width estimate of a comment's character (monospace, 12 px). */
const LABEL_CHAR_WIDTH = 7;

/** An SVG element in the library's shape, so the library's containers can lay it out and add it. */
function element(tagName: string, attrs: Record<string, string | number>, children: RailroadItem[] | string = []): RailroadItem {
  const made: RailroadItem = {
    tagName,
    attrs,
    children,
    width: 0,
    up: 0,
    down: 0,
    format: () => made,
    addTo: (parent) => {
      if (typeof parent.children !== 'string') parent.children.push(made);
      return made;
    },
  };
  return made;
}

const line = (x: number, y: number, length: number) => element('path', { d: `M${x} ${y}h${length}` });

/**
 * A labelled dashed box around an item: a capturing group, a lookaround, a character class, as regexper draws them.
 * railroad-diagrams 1.0.0 (the version on npm) has no Group; this one follows its layout protocol (width, up, down,
 * format) so its Sequence, Choice and loops place it like their own items.
 */
export function labelledBox(item: RailroadItem, label: string): RailroadItem {
  const labelWidth = label.length * LABEL_CHAR_WIDTH + PADDING;
  const width = Math.max(item.width + 2 * PADDING, labelWidth);
  // An empty Sequence is the library's own kind of container, which its containers accept as a child.
  const box = railroad.Sequence();
  Object.assign(box, {
    attrs: { class: 'group' },
    width,
    up: item.up + PADDING + LABEL_HEIGHT,
    down: item.down + PADDING,
    needsSpace: true,
    format: (x: number, y: number, available: number) => {
      const gap = (available - width) / 2;
      const left = x + gap;
      line(x, y, gap).addTo(box);
      line(left + width, y, gap).addTo(box);
      element('rect', { x: left, y: y - item.up - PADDING, width, height: item.up + item.down + 2 * PADDING, rx: 4, ry: 4, class: 'group-box' }).addTo(box);
      element('text', { x: left, y: y - item.up - PADDING - 4, class: 'group-label' }, label).addTo(box);
      const inset = (width - item.width) / 2;
      line(left, y, inset).addTo(box);
      item.format(left + inset, y, item.width).addTo(box);
      line(left + inset + item.width, y, inset).addTo(box);
      return box;
    },
  });
  return box;
}
