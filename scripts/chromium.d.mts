// Types for scripts/chromium.mjs, imported by the TypeScript launchers (Playwright config, bench).
export declare function chromiumPath(): string;
export declare function hasChromium(): boolean;
export declare const chromiumArgs: readonly string[];
