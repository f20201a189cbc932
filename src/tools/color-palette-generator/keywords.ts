/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default ['colour', 'color', 'palette', 'swatch', 'scheme', 'harmony', 'hex', 'oklch', 'contrast', 'wcag', 'tailwind', 'css variables', 'design', 'ai'];
