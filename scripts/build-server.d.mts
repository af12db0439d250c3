// Types of scripts/build-server.mjs for the TypeScript tests and benchmarks that build the server.
export declare const serverBundle: string;
export declare const threadBundles: string[];
export declare const serverNodeFlags: string[];
export declare function serverProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
export declare function isStale(output: string, sources: string[]): boolean;
export declare function serverBuildIsStale(): boolean;
export declare function buildServer(): Promise<void>;
export declare function processEntriesAreStale(): boolean;
export declare function buildProcessEntries(): Promise<void>;
