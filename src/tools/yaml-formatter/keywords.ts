/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'yaml',
  'yml',
  'format',
  'pretty',
  'prettify',
  'beautify',
  'indent',
  'minify',
  'validate',
  'lint',
  'sort keys',
  'kubernetes',
  'docker compose',
  'tree',
];
