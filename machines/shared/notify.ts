// The one notification event every machine emits (`emit(...)`) and the composition root turns into a
// toast: `{ type: "notify", kind, key, values?, durationMs? }`. `key` is a message id of the
// catalogs; `values` fill its placeholders; `durationMs` overrides the default duration.
// Shared here so every machine emits the same shape and the root subscribes to one event type.

export type NotifyKind = "ERROR" | "SUCCESS" | "WARNING" | "INFO";

export interface NotifyEvent {
  type: "notify";
  kind: NotifyKind;
  key: string;
  values?: Record<string, string | number>;
  durationMs?: number;
}

/**
 * A notification event. Absent options stay absent (not `undefined`), so emitted events compare
 * equal to the literal the specs expect.
 */
export function notifyEvent(kind: NotifyKind, key: string, options: { values?: NotifyEvent["values"]; durationMs?: number } = {}): NotifyEvent {
  return {
    type: "notify",
    kind,
    key,
    ...(options.values ? { values: options.values } : {}),
    ...(options.durationMs !== undefined ? { durationMs: options.durationMs } : {}),
  };
}
