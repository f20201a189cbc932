import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: '[data-testid="generated-item"]' } satisfies ToolOpenTarget;
