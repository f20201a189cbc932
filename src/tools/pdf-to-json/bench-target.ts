import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'section[aria-label="PDF upload"]' } satisfies ToolOpenTarget;
