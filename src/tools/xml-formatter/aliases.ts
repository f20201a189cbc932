import type { ToolAlias } from '../define-tool';

/** Peer page names for this tool's jobs: `#/<id>` opens it preset (see ToolAlias). */
export default [{ id: 'xml-validator', title: 'XML Validator', state: { options: { indentation: '2', attributesPerLine: false } } }] satisfies ToolAlias[];
