import "server-only";
// Uploaded files live outside public/, under generated names, behind one interface (DESIGN
// "Data"): the disk in DATA_DIR/uploads by default.
import fs from "node:fs/promises";
import path from "node:path";
import { serverEnv } from "@/server/env";

export interface FileStorage {
  put(name: string, bytes: Uint8Array): Promise<void>;
  get(name: string): Promise<Uint8Array | undefined>;
  delete(name: string): Promise<void>;
}

export function diskStorage(root: string): FileStorage {
  const file = (name: string) => {
    if (!/^[\w.-]+$/.test(name)) throw new Error("invalid stored file name");
    return path.join(root, name);
  };
  return {
    async put(name, bytes) {
      await fs.mkdir(root, { recursive: true });
      await fs.writeFile(file(name), bytes, { flag: "wx" });
    },
    async get(name) {
      try {
        return new Uint8Array(await fs.readFile(file(name)));
      } catch {
        return undefined;
      }
    },
    async delete(name) {
      await fs.rm(file(name), { force: true });
    },
  };
}

let storage: FileStorage | undefined;

export function fileStorage(): FileStorage {
  storage ??= diskStorage(path.resolve(serverEnv().DATA_DIR, "uploads"));
  return storage;
}

export function setFileStorage(next: FileStorage | undefined): void {
  storage = next;
}
