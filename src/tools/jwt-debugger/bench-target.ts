import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'textarea[aria-label="Encoded JWT"]' } satisfies ToolOpenTarget;
