/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'json',
  'format',
  'pretty',
  'prettify',
  'validate',
  'lint',
  'minify',
  'repair',
  'tree',
  'indent',
  'json formatter',
  'json beautify',
  'json minify',
];
