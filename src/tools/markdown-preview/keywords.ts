/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'markdown',
  'md',
  'gfm',
  'github',
  'readme',
  'preview',
  'render',
  'html',
  'turndown',
  'table',
  'task list',
  'footnote',
  'export',
  'render markdown',
];
