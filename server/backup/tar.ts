import "server-only";
// A gzipped tar (ustar) with Node's own zlib, enough for a backup: regular files only, names of at
// most 100 bytes, each entry held in memory while written or read (uploads are capped at a few MB;
// the database dump is the largest entry).
import fs from "node:fs";
import { once } from "node:events";
import { finished } from "node:stream/promises";
import zlib from "node:zlib";

const BLOCK = 512;

export class ArchiveError extends Error {}

function header(name: string, size: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  const nameBytes = Buffer.from(name, "utf8");
  if (nameBytes.length > 100) throw new ArchiveError(`name too long for the archive: ${name}`);
  nameBytes.copy(block, 0);
  const octal = (value: number, length: number) => value.toString(8).padStart(length - 1, "0") + "\0";
  block.write(octal(0o644, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, "ascii");
  block.write("        ", 148, "ascii");
  block.write("0", 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(sum.toString(8).padStart(6, "0") + "\0 ", 148, "ascii");
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

export type ArchiveWriter = {
  add(name: string, data: Uint8Array): Promise<void>;
  /** Writes the end of the archive and waits until it is on disk. */
  close(): Promise<void>;
};

export function writeArchive(file: string): ArchiveWriter {
  const gzip = zlib.createGzip();
  const out = fs.createWriteStream(file, { flags: "wx" });
  gzip.pipe(out);
  const written = finished(out);
  // Report a failed write (disk full, folder missing) at the next add or at close.
  written.catch(() => {});
  const write = async (chunk: Buffer) => {
    if (!gzip.write(chunk)) await Promise.race([once(gzip, "drain"), written]);
  };
  const now = new Date();
  return {
    async add(name, data) {
      await write(header(name, data.byteLength, now));
      await write(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      await write(padding(data.byteLength));
    },
    async close() {
      gzip.end(Buffer.alloc(BLOCK * 2));
      await written;
    },
  };
}

export type ArchiveEntry = { name: string; data: Buffer };

/** The archive's files in order; throws ArchiveError when it is not a gzipped tar or is cut short. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const input = fs.createReadStream(file).pipe(zlib.createGunzip());
  const chunks: Buffer[] = [];
  let buffered = 0;
  const take = (length: number): Buffer => {
    const all = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    chunks.length = 0;
    const rest = all.subarray(length);
    if (rest.length > 0) chunks.push(rest);
    buffered = rest.length;
    return all.subarray(0, length);
  };
  let entry: { name: string; size: number } | undefined;
  let ended = false;
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      chunks.push(chunk);
      buffered += chunk.length;
      for (;;) {
        if (ended) break;
        if (!entry) {
          if (buffered < BLOCK) break;
          const block = take(BLOCK);
          if (block.every((byte) => byte === 0)) {
            ended = true;
            break;
          }
          if (block.toString("ascii", 257, 262) !== "ustar")
            throw new ArchiveError("not a backup archive (no tar header)");
          const name = block.toString("utf8", 0, 100).replace(/\0.*$/s, "");
          const size = parseInt(block.toString("ascii", 124, 136).replace(/\0.*$/s, "").trim() || "0", 8);
          if (!Number.isSafeInteger(size)) throw new ArchiveError("not a backup archive (bad entry size)");
          entry = { name, size };
        }
        const stored = entry.size + padding(entry.size).length;
        if (buffered < stored) break;
        const data = Buffer.from(take(stored).subarray(0, entry.size));
        const name = entry.name;
        entry = undefined;
        yield { name, data };
      }
    }
  } catch (error) {
    if (error instanceof ArchiveError) throw error;
    throw new ArchiveError(`not a readable backup archive: ${(error as Error).message}`);
  }
  if (!ended) throw new ArchiveError("the backup archive is cut short");
}
