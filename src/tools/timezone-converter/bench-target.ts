import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'input[role="combobox"]' } satisfies ToolOpenTarget;
