import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: '[data-testid="otp-current-code"]' } satisfies ToolOpenTarget;
