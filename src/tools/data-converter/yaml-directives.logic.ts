import { Parser } from 'yaml';

/**
 * Two directive faults the YAML spec refuses and the yaml package lets through (the YAML test suite's 9MMA
 * and SF5V): a directive with no "---" document after it, and a second %YAML directive for one document.
 */
export function directiveFault(text: string): { offset: number; message: string } | null {
  // Only a line that starts with "%" can be a directive; the token scan is for telling them from content.
  if (!/^%/m.test(text)) return null;
  let pending: number | null = null;
  let versionGiven = false;
  for (const token of new Parser().parse(text)) {
    if (token.type === 'document') {
      pending = null;
      versionGiven = false;
    } else if (token.type === 'directive') {
      if (token.source.startsWith('%YAML')) {
        if (versionGiven) return { offset: token.offset, message: 'A document takes one %YAML directive, and this is a second' };
        versionGiven = true;
      }
      pending ??= token.offset;
    }
  }
  return pending === null ? null : { offset: pending, message: 'A directive must be followed by a document that starts with "---"' };
}
