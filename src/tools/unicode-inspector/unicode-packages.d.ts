// The Unicode data packages ship no types; these are the functions the inspector uses.
declare module 'unicode-name' {
  /** The character's name, else its correction/control alias, else a label such as "<reserved-0378>". */
  export function unicodeName(char: string | number): string | undefined;
  /** The formal name only (no aliases or labels); undefined for controls and unassigned code points. */
  export function unicodeBaseName(char: string | number): string | undefined;
}

declare module 'unicode-block' {
  export function unicodeBlock(char: string | number): string;
}
