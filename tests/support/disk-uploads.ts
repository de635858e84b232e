// Uploads kept on disk in a temp folder (removed when the test file ends, ./temp-dir.ts) for the
// API tests that send files: the process's storage otherwise wants a database or DATA_DIR.
import { afterAll, beforeAll } from "vitest";
import { diskStorage, setFileStorage } from "@/server/storage";
import { makeTempDir } from "./temp-dir";

/** Uploads stored on disk in a new temp folder named `prefix…` for the enclosing `describe`'s tests. */
export function useDiskUploads(prefix: string): void {
  beforeAll(() => setFileStorage(diskStorage(makeTempDir(prefix))));
  afterAll(() => setFileStorage(undefined));
}
