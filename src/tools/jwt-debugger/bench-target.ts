import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'textarea[aria-labelledby="jwt-encoded-title"]' } satisfies ToolOpenTarget;
