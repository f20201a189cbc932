/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'regex',
  'regexp',
  'regular expression',
  'pattern',
  'match',
  'replace',
  'substitution',
  'groups',
  'capture',
  'flags',
  'test',
  'regular expression tester',
];
