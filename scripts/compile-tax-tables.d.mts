// Types of scripts/compile-tax-tables.mjs for the TypeScript test setup.
export declare const estvDir: string;
export declare const compiledDir: string;
export declare function compiledTablePath(year: number): string;
export declare function compileYear(year: number): unknown;
export declare function compileTaxTablesIfStale(options?: { force?: boolean }): number[];
