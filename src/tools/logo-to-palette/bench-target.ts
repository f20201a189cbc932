import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: '[data-testid="logo-drop-zone"]' } satisfies ToolOpenTarget;
