/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'diff',
  'compare',
  'difference',
  'text compare',
  'diffchecker',
  'side by side',
  'patch',
  'unified diff',
  'git diff',
  'diff -u',
  'moved lines',
  'merge',
  'text comparer',
];
