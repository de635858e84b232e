export declare const TABLE_PATH: string;
export declare const SHARED_READS_PATH: string;
export declare function apiRoutePatterns(base?: string): string[];
export declare function apiReadPatterns(base?: string): string[];
export declare function declaredRule(source: string): string | undefined;
export declare function apiRouteTableSource(base?: string): Promise<string>;
export declare function sharedReadsSource(base?: string): Promise<string>;
