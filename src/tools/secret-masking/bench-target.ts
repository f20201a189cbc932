import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: '.cm-content[aria-label="Text with secrets"]' } satisfies ToolOpenTarget;
