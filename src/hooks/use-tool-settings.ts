import type { ToolSettings } from '@/lib/tool-settings';
import { useSharedState } from './use-shared-state';
import { useToolInput } from './use-tool-input';

/**
 * A tool's settings (declared with `toolSettings`) as the visitor left them: remembered when they opted in,
 * and preset by a share link or an alias, whose fields count over the defaults.
 */
export function useToolSettings<Values>({ DEFAULT_SETTINGS, settingsShape, sharedSettingsShape }: ToolSettings<Values>, name = 'settings') {
  const preset = useSharedState(sharedSettingsShape);
  return useToolInput(name, DEFAULT_SETTINGS, settingsShape, { shared: preset && { ...DEFAULT_SETTINGS, ...preset } });
}
