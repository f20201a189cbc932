/** The indentations a formatter can offer: 0 to 10 spaces per level, or a tab (JSON offers all; XML and YAML a few). */
export const indentations = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'tab'] as const;
export type Indentation = (typeof indentations)[number];

/**
 * One level of indentation. Zero spaces is one line, as `JSON.stringify(value, null, 0)` and IT-Tools'
 * indent size 0 give: without a unit there is nothing to show the nesting with.
 */
export const indentUnit = (indentation: Indentation): string => (indentation === 'tab' ? '\t' : ' '.repeat(Number(indentation)));

export function indentationLabel(indentation: Indentation): string {
  if (indentation === 'tab') return 'Tab';
  if (indentation === '0') return '0 spaces (one line)';
  return indentation === '1' ? '1 space' : `${indentation} spaces`;
}
