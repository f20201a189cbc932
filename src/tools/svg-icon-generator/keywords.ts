/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default ['svg', 'icon', 'vector', 'glyph', 'lucide', 'png', 'react', 'component', 'data uri', 'sanitize', 'ai'];
