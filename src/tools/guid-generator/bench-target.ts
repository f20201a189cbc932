import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'ol[aria-label="Generated GUIDs"] li' } satisfies ToolOpenTarget;
