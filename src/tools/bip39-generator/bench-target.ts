import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'textarea' } satisfies ToolOpenTarget;
