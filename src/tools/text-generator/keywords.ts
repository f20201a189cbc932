/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'lorem',
  'ipsum',
  'placeholder',
  'dummy',
  'filler',
  'copy',
  'paragraph',
  'sentence',
  'words',
  'markdown',
  'html',
  'ai',
  'lorem ipsum generator',
  'generate lorem ipsum',
];
