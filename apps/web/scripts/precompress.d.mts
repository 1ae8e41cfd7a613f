// Types for precompress.mjs (plain JavaScript so the build runs it with node alone).
export declare const MIN_BYTES: number;
export type PrecompressRow = { file: string; bytes: number; br: number; gz: number };
export declare function precompressDir(dir: string, options?: { concurrency?: number }): Promise<PrecompressRow[]>;
