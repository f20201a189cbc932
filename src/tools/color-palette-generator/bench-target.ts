import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'input[placeholder="e.g. ocean sunset"]' } satisfies ToolOpenTarget;
