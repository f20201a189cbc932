// Types for scripts/build-server.mjs, imported by the TypeScript launchers (e2e, bench, tests).
export declare const SERVER_BUNDLE: string;
export declare function newestChange(path: string): number;
export declare function serverBundleIsStale(): boolean;
export declare function buildServerBundle(): string;
export declare function ensureServerBundle(): string;
