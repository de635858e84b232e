export declare const COMPILE_HINT: string;
/** Puts the hint on the first line of each root main file of the build in `distDir`; returns the files it marked. */
export declare function addCompileHints(distDir: string): string[];
