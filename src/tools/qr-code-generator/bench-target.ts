import type { ToolOpenTarget } from '../../../bench/tool-open-targets';

export default { firstUsefulContent: 'canvas[aria-label="QR code preview"]' } satisfies ToolOpenTarget;
