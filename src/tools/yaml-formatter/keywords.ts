import { formatterKeywords } from '@/lib/formatter-keywords';

/** Words the landing search and the command palette also match for this tool; fetched on the first search, not with the landing page. */
export default ['yaml', 'yml', ...formatterKeywords, 'lint', 'sort keys', 'kubernetes', 'docker compose', 'tree'];
