/** The landing page's sections, in the order it shows them; every tool belongs to exactly one. */
export const TOOL_CATEGORIES = ['Data & formats', 'Code', 'Text', 'Encoding & security', 'Generators', 'Colours & graphics', 'Numbers & time'] as const;

export type ToolCategory = (typeof TOOL_CATEGORIES)[number];
