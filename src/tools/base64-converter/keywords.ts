/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default ['base64', 'base64url', 'encode', 'decode', 'btoa', 'atob', 'data url', 'data uri', 'utf-8', 'binary', 'file'];
