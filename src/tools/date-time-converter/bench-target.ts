import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: '[data-testid="form-unix-seconds"]' } satisfies ToolOpenTarget;
