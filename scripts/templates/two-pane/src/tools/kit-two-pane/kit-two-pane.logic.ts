/** Pure logic: no React, so it is fast to test and runs the same in the page and in the worker. */

/** What the output pane shows for an input: here every line without its surrounding spaces (replace with the tool's job). */
export interface KitTwoPaneResult {
  output: string;
  lines: number;
}

export function kitTwoPane(input: string): KitTwoPaneResult {
  const lines = input.split('\n').map((line) => line.trim());
  return { output: lines.join('\n'), lines: input === '' ? 0 : lines.length };
}
