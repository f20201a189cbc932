import type { ReactNode } from 'react';
import { ToolIdContext, ToolPresetContext } from './tool-context';

/** A wrapper that renders a screen as the tool host does: under its tool id, with a link's or an alias's preset if given. */
export function inTool(toolId: string, preset?: unknown) {
  return ({ children }: { children: ReactNode }) => (
    <ToolIdContext value={toolId}>
      <ToolPresetContext value={preset}>{children}</ToolPresetContext>
    </ToolIdContext>
  );
}

/** All this device's storage holds, one `key=value` line each: what "remember my inputs" kept, for a test to search. */
export const rememberedText = () =>
  Object.keys(localStorage)
    .map((key) => `${key}=${localStorage.getItem(key)}`)
    .join('\n');
