import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'input[aria-label="Key 1"]' } satisfies ToolOpenTarget;
