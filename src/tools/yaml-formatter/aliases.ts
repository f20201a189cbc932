import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [
  { id: 'yaml-prettify', title: 'YAML Prettify', state: { options: { indentation: '2', sortKeys: false } } },
  { id: 'yaml-validator', title: 'YAML Validator', state: { options: { indentation: '2', sortKeys: false } } },
] satisfies ToolAlias[];
