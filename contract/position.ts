/** A place in a text as people count it: 1-based line and column. */
export interface LineColumn {
  line: number;
  column: number;
}

/** Where the input goes wrong: 1-based line and column, and the 0-based offset (UTF-16 code units) for marking it. */
export interface SourcePosition extends LineColumn {
  offset: number;
}
