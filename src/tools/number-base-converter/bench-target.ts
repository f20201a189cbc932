import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: '[data-testid="base-10"]' } satisfies ToolOpenTarget;
