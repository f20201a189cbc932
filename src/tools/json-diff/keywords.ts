/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'json',
  'diff',
  'compare',
  'difference',
  'json patch',
  'rfc 6902',
  'json pointer',
  'rfc 6901',
  'apply patch',
  'structural',
  'moved',
  'deep equal',
];
