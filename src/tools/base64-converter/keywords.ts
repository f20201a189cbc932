/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'base64',
  'base64url',
  'encode',
  'decode',
  'btoa',
  'atob',
  'data url',
  'data uri',
  'utf-8',
  'binary',
  'file',
  'base64 text',
  'base64 image',
  'base 64 encoder / decoder',
  'to base64',
  'from base64',
];
