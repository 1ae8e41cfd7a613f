// Types for check-bundle-budget.mjs (plain JavaScript so CI runs it with node alone).
export type Sizes = { raw: number; gzip: number; brotli: number };
export type Budget = { route: string; module: string; jsKiB: number; cssKiB: number };
export type RouteSizes = Budget & { chunks: number; js: Sizes; css: Sizes; over: boolean };
export declare const BUDGETS: Budget[];
export declare const DEFAULT_DIST: string;
export declare function kib(bytes: number): string;
export declare function measureRoutes(distDir?: string): RouteSizes[];
export declare function formatTable(lines: (string | number)[][]): string;
export declare function budgetTable(rows: RouteSizes[]): string;
