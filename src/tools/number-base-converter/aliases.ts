import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'base-converter', title: 'Integer Base Converter', state: {} },
  { id: 'roman-numeral-converter', title: 'Roman Numeral Converter', state: { panel: 'roman' } },
] satisfies ToolAlias[];
