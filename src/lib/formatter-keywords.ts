/** The search words a code formatter answers to besides its format's own: the XML and YAML formatters' keywords start with them. */
export const formatterKeywords = ['format', 'pretty', 'prettify', 'beautify', 'indent', 'minify', 'validate'];
