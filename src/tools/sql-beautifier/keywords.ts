/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'sql',
  'format',
  'pretty',
  'prettify',
  'query',
  'mysql',
  'postgresql',
  'postgres',
  'tsql',
  'sqlite',
  'bigquery',
  'indent',
  'ai',
  'sql formatter',
  'sql beautify',
  'sql minify',
];
