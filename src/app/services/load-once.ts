// A module the portal imports when first needed (issue 14: what a page does not need before it is
// usable): one import in flight at a time, its value kept once it came, and after a failed import
// (offline) the next `load()` tries again.

export type LoadOnce<T> = {
  /** The import, started on the first call (and again after a failure). */
  load(): Promise<T>;
  /** The value once it has come, else null. */
  current(): T | null;
  /** Whether an import is in flight or done (not after a failure). */
  started(): boolean;
};

export function loadOnce<T>(importer: () => Promise<T>): LoadOnce<T> {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  return {
    load() {
      if (!pending) {
        pending = importer().then(
          (v) => {
            value = v;
            return v;
          },
          (error: unknown) => {
            pending = null;
            throw error;
          },
        );
      }
      return pending;
    },
    current: () => value,
    started: () => pending !== null,
  };
}
