import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'input[type="password"]' } satisfies ToolOpenTarget;
