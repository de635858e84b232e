import type { BlockList } from "node:net";
import type { IncomingMessage } from "node:http";

export type Trust = { list: BlockList; cidrCount: number; hops: number };
export function normalizeAddress(value: unknown): string;
export function trustFromEnv(env: Record<string, string | undefined>): Trust;
export function peerIsTrusted(trust: Trust, peer: string | undefined): boolean;
export function resolveClientAddress(
  trust: Trust,
  peer: string | undefined,
  forwardedFor: string | string[] | undefined,
): string;
export const CLIENT_ADDRESS_HEADER: "x-avinox-client-ip";
export function applyForwarding(trust: Trust, req: Pick<IncomingMessage, "headers" | "socket">): string;
