/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'javascript',
  'js',
  'minify',
  'compress',
  'uglify',
  'terser',
  'mangle',
  'bundle',
  'size',
  'gzip',
  'ai',
  'javascript beautify',
  'javascript minify',
];
