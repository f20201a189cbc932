import { createContext, useContext } from 'react';

/** The id of the tool being shown, provided by the tool host, so shared hooks can key what they keep. */
export const ToolIdContext = createContext<string>('unknown-tool');

export function useToolId(): string {
  return useContext(ToolIdContext);
}

/**
 * The preset of the alias the tool was opened by (`#/yaml-to-json`), provided by the tool host; undefined otherwise,
 * and when a share link came with it. useToolInput lays it over remembered inputs (see alias-preset.ts).
 */
export const ToolPresetContext = createContext<unknown>(undefined);
