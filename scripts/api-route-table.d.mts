export declare const TABLE_PATH: string;
export declare function apiRoutePatterns(base?: string): string[];
export declare function apiRouteTableSource(base?: string): Promise<string>;
