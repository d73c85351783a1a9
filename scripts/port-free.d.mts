/** Types for scripts/port-free.mjs, which the benchmarks run as plain JavaScript. */
export declare function portIsFree(port: number): Promise<boolean>;
