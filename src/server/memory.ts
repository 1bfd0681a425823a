// Start-up leaves garbage that V8 keeps resident until its next full collection, which an idle
// platform may never run: PGlite's initdb (every in-memory start, and the first start on a data
// directory) runs in two temporary WebAssembly instances, each with its own compiled engine and
// memory of 128 MB and more, and the migrations and seeds allocate. One full collection once the
// platform is ready gives that back (issue 14: platform RSS at rest). Node exposes `gc` only with
// --expose-gc; turning the flag on at run time and taking `gc` from a fresh context is the
// documented way to reach it without changing how the process is started.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

let gc: (() => void) | undefined;

/** Runs a full garbage collection; returns false when the runtime does not allow it. */
export function collectGarbage(): boolean {
  if (!gc) {
    const own = (globalThis as { gc?: () => void }).gc;
    if (typeof own === "function") gc = own;
    else {
      setFlagsFromString("--expose-gc");
      const fresh: unknown = runInNewContext("typeof gc === 'function' ? gc : undefined");
      if (typeof fresh === "function") gc = fresh as () => void;
    }
  }
  if (!gc) return false;
  gc();
  return true;
}
