/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default ['css', 'stylesheet', 'minify', 'compress', 'csso', 'optimize', 'size', 'gzip', 'ai', 'css beautify', 'css minify'];
