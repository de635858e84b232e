export const LOADER_ID: "scripts-after-paint";
export const LOAD_ANYWAY_MS: number;
export function scriptLoader(urls: string[]): string;
export function loadScriptsAfterFirstPaint(html: string, nonce?: string): string;
