/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'json',
  'yaml',
  'yml',
  'toml',
  'xml',
  'csv',
  'tsv',
  'json lines',
  'jsonl',
  'ndjson',
  'convert',
  'converter',
  'transform',
  'spreadsheet',
  'config',
];
