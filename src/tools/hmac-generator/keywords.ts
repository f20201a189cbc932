/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default [
  'hmac',
  'mac',
  'message authentication code',
  'keyed hash',
  'signature',
  'webhook signature',
  'hmac-sha256',
  'hmac-sha1',
  'hmac-sha512',
  'hmac-md5',
  'hmac-sha3',
  'rfc 2104',
];
