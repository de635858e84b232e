import "server-only";
// PGlite after a failed write (issue 15). PostgreSQL treats a WAL write it cannot make as a PANIC
// and restarts; PGlite runs in this process, so the instance stays in that state, and the next
// call into it spins in WebAssembly forever: the event loop stops (every request hangs, SIGTERM
// is never handled) and the process holds a core at 100%. Measured with `chattr +i` on the data
// folder: the insert fails at once with "could not write to log file … Operation not permitted",
// the following `select 1` never returns.
//
// So the instance is wrapped: the first such failure marks it broken, every later call fails at
// once (a 503, server/db/unavailable.ts) without entering WebAssembly, and `onBroken` lets the
// process end so a supervisor starts a fresh one (in-process state cannot be trusted; a restart
// replays the WAL and recovers, or refuses to start while the files stay unwritable).
import type { PGlite } from "@electric-sql/pglite";
import { DatabaseUnavailableError } from "./unavailable";

/** PostgreSQL's messages for a data or WAL file it could not use (EPERM, EACCES, EIO, ENOSPC). */
const FILE_FAILURE = /^could not (open|read|write|extend|fsync|create|truncate)\b.*\b(file|segment|block|directory)\b/;

/**
 * A failure after which the instance is not used again: PostgreSQL's PANIC or FATAL, a WebAssembly
 * abort, or any data file it could not use (a read of a file not opened yet fails first; the next
 * write would PANIC).
 */
function breaksInstance(error: unknown): boolean {
  if (error instanceof WebAssembly.RuntimeError) return true;
  const { severity, message } = (error ?? {}) as { severity?: unknown; message?: unknown };
  if (severity === "PANIC" || severity === "FATAL") return true;
  return typeof message === "string" && FILE_FAILURE.test(message);
}

type PGliteClass = typeof PGlite;

/** A PGlite class whose instances refuse every call after a failure that breaks them. */
export function guardedPGlite(Base: PGliteClass, onBroken: (error: unknown) => void): PGliteClass {
  return class GuardedPGlite extends Base {
    #broken: DatabaseUnavailableError | undefined;

    #failed(error: unknown): never {
      if (!this.#broken && breaksInstance(error)) {
        this.#broken = new DatabaseUnavailableError("the embedded database (PGlite) cannot use its files", {
          cause: error,
        });
        onBroken(error);
      }
      throw this.#broken ?? error;
    }

    override execProtocolRawSync(message: Uint8Array): Uint8Array {
      if (this.#broken) throw this.#broken;
      try {
        return super.execProtocolRawSync(message);
      } catch (error) {
        this.#failed(error);
      }
    }

    override async execProtocol(...args: Parameters<PGlite["execProtocol"]>): ReturnType<PGlite["execProtocol"]> {
      if (this.#broken) throw this.#broken;
      try {
        return await super.execProtocol(...args);
      } catch (error) {
        this.#failed(error);
      }
    }

    override async execProtocolStream(
      ...args: Parameters<PGlite["execProtocolStream"]>
    ): ReturnType<PGlite["execProtocolStream"]> {
      if (this.#broken) throw this.#broken;
      try {
        return await super.execProtocolStream(...args);
      } catch (error) {
        this.#failed(error);
      }
    }

    override async close(): Promise<void> {
      // Closing runs PostgreSQL's shutdown inside the broken instance: leave it to the process's end.
      if (this.#broken) return;
      return super.close();
    }
  };
}
