// railroad-diagrams 1.0.0 ships no types; these are the combinators the diagram uses.
declare module 'railroad-diagrams' {
  /** A piece of a diagram: its size, and once formatted, the SVG elements it became (children, or its text). */
  export interface RailroadItem {
    tagName: string;
    attrs: Record<string, string | number>;
    children: RailroadItem[] | string;
    width: number;
    up: number;
    down: number;
    needsSpace?: boolean;
    format: (x: number, y: number, width: number) => RailroadItem;
    addTo: (parent: RailroadItem) => RailroadItem;
  }

  interface RailroadDiagram extends RailroadItem {
    /** Lays the diagram out with the library's default padding. */
    format: () => RailroadDiagram;
  }

  interface Railroad {
    Diagram: (...items: RailroadItem[]) => RailroadDiagram;
    Sequence: (...items: RailroadItem[]) => RailroadItem;
    /** `normal` is the index of the branch drawn on the main line. */
    Choice: (normal: number, ...items: RailroadItem[]) => RailroadItem;
    /** With 'skip', the way around the item is the main line (a lazy `?`). */
    Optional: (item: RailroadItem, skip?: 'skip') => RailroadItem;
    OneOrMore: (item: RailroadItem, repeat?: RailroadItem) => RailroadItem;
    ZeroOrMore: (item: RailroadItem, repeat?: RailroadItem, skip?: 'skip') => RailroadItem;
    Terminal: (text: string) => RailroadItem;
    NonTerminal: (text: string) => RailroadItem;
    Comment: (text: string) => RailroadItem;
    Skip: () => RailroadItem;
  }

  const railroad: Railroad;
  export default railroad;
}
