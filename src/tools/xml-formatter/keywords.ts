import { formatterKeywords } from '@/lib/formatter-keywords';

/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default ['xml', ...formatterKeywords, 'well-formed', 'lint', 'svg', 'pom', 'xpath', 'tree', 'xml formatter', 'xml beautify', 'xml minify'];
