import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'section:has(input[type="file"][aria-label="Choose PDF"])' } satisfies ToolOpenTarget;
