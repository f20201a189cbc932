/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default ['xml', 'format', 'pretty', 'prettify', 'beautify', 'indent', 'minify', 'validate', 'well-formed', 'lint', 'svg', 'pom', 'xpath', 'tree'];
