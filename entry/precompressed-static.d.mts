import type { IncomingMessage, ServerResponse } from "node:http";

export const COMPRESSIBLE_EXTENSIONS: Set<string>;
export const ENCODED_SUFFIXES: { br: string; gzip: string };
export function filesUnder(dir: string): Generator<string>;
export function createPrecompressedStatic(staticDir: string | undefined): {
  size: number;
  serve(req: IncomingMessage, res: ServerResponse): boolean;
};
