import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'input[placeholder="Describe the icon you want..."]' } satisfies ToolOpenTarget;
