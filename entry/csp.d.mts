import type { IncomingMessage, ServerResponse } from "node:http";

export type CspSettings = { dev: boolean; https: boolean; connect: string[] };
export function renderNonce(): string;
export function inlineScriptHashes(html: string, nonce?: string): string[];
export function cspSettings(env: Record<string, string | undefined>, options: { dev: boolean }): CspSettings;
export const CSP_REPORT_PATH: "/api/v1/csp-report";
export function contentSecurityPolicy(settings: CspSettings, scriptHashes?: string[]): string;
export function strictTransportSecurity(settings: CspSettings): string | undefined;
export function applyPageSecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  settings: CspSettings,
  rewriteHtml?: (html: string, nonce: string) => string,
): void;
