/** Pure logic: no React, so it is fast to test. */

/** What the result panel shows for a text: here its size (replace with the tool's job). */
export interface KitLiveTransformResult {
  characters: number;
  lines: number;
}

export function kitLiveTransform(text: string): KitLiveTransformResult {
  return { characters: [...text].length, lines: text === '' ? 0 : text.split('\n').length };
}
