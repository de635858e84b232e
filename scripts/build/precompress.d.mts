export function precompressStatic(projectDir?: string): Promise<{ files: number; original: number; br: number }>;
