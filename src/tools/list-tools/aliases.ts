import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  // IT-Tools: "List converter" (trim, dedupe, sort, wrap, join with ", ").
  { id: 'list-converter', title: 'List converter', state: { join: 'comma-space' } },
  // Text Mechanic's single-job pages.
  { id: 'sort-text-lines', title: 'Sort text lines', state: { order: 'natural' } },
  { id: 'remove-duplicate-lines', title: 'Remove duplicate lines', state: { dedupe: true } },
] satisfies ToolAlias[];
